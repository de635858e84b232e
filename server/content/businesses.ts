import "server-only";
// Businesses (the startups the accelerator hosts) in the content desk (issue 14): the kind
// ./writes.ts writes, with its fields (name, slug, tagline, the rich-text description, category,
// stage, logo and cover with their text alternatives, website, founded year, city) and its search
// text. A logo or a cover must be one the desk uploaded (or the drawn art a new business gets). Its
// entity tags cover /businesses, the business's page, search and the sitemap. The routes are
// ./routes.ts's (businessRoutes). The gallery is written in the write's transaction; stats,
// timelines and members are the seed's still.
import { and, asc, desc, eq, type SQL } from "drizzle-orm";
import type { AdminBusiness, AdminBusinessListItem } from "@/shared/types/content";
import { businessSearchText } from "@/server/businesses/repository";
import { stageLabel } from "@/server/businesses/stages";
import { orderBy, searchCondition } from "@/server/catalog/query";
import { businesses, businessGalleries } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import type { Pagination } from "@/server/http/pagination";
import { ValidationFailure } from "@/server/http/validation";
import { artUrl } from "@/server/media/art";
import { assertUploadedImage, assertUploadedPicture } from "@/server/media/images";
import type { StaffCaller } from "@/server/staff/access";
import {
  businessCreateSchema,
  businessPatchSchema,
  COVER_ALT_REQUIRED_MESSAGE,
  coverHasAlt,
  LOGO_ALT_REQUIRED_MESSAGE,
  logoHasAlt,
  type BusinessContent,
  type BusinessPatch,
} from "@/validation/content/business";
import { contentRoutes } from "./routes";
import { formerSlugs } from "./slugs";
import { changeContent, contentState, contentStatusCondition, createContent, listContentRows, type ContentFilter, type ContentKind } from "./writes";

type BusinessRow = typeof businesses.$inferSelect;
type BusinessValues = Partial<typeof businesses.$inferInsert>;
type Gallery = AdminBusiness["gallery"];

const ENTITY = "business";

export const BUSINESS_CONTENT_NOT_FOUND = "این کسب‌وکار پیدا نشد.";
export const STALE_BUSINESS_MESSAGE = "این کسب‌وکار همین حالا از طرف همکار دیگری تغییر کرده است. صفحه را تازه کنید و تغییرهای خود را دوباره وارد کنید.";
export const BUSINESS_VERSION_NOT_FOUND = "این نسخه از کسب‌وکار پیدا نشد.";

const businessUrl = (slug: string) => `/businesses/${slug}`;

export const LOGO_NOT_SQUARE_MESSAGE = "نشان باید تصویری باشد که برای «لوگو یا چهره (مربع)» بارگذاری شده است.";
export const COVER_NOT_WIDE_MESSAGE = "تصویر کسب‌وکار باید تصویری باشد که برای «تصویر (۱۶:۹)» بارگذاری شده است.";

async function galleryOf(db: Database, id: number): Promise<Gallery> {
  const pictures = await db.select().from(businessGalleries).where(eq(businessGalleries.businessId, id)).orderBy(asc(businessGalleries.sortOrder), asc(businessGalleries.id));
  return pictures.map((p) => ({ image: p.image, caption: p.caption }));
}

/** Replaces the gallery (in its order) with the one sent; each uploaded picture must be the desk's. */
async function writeGallery(db: Database, businessId: number, gallery: Gallery | undefined): Promise<void> {
  if (!gallery) return;
  for (const [index, picture] of gallery.entries()) await assertUploadedImage(db, picture.image, `gallery.${index}.image`);
  await db.delete(businessGalleries).where(eq(businessGalleries.businessId, businessId));
  if (gallery.length) await db.insert(businessGalleries).values(gallery.map((picture, sortOrder) => ({ businessId, image: picture.image, caption: picture.caption, sortOrder })));
}

async function serialize(db: Database, row: BusinessRow): Promise<AdminBusiness> {
  const [gallery, former] = await Promise.all([galleryOf(db, row.id), formerSlugs(db, ENTITY, row.id)]);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    tagline: row.tagline,
    description: row.description,
    category: row.category,
    stage: row.stage,
    stage_label: stageLabel(row.stage),
    logo: row.logo,
    logo_alt: row.logoAlt,
    cover: row.cover,
    cover_alt: row.coverAlt,
    website: row.website,
    founded_year: row.foundedYear,
    city: row.city,
    gallery,
    ...contentState(row),
    url: businessUrl(row.slug),
    former_slugs: former,
  };
}

/** What a version keeps and the audit log shows: the editable fields and where the business stood. */
function snapshot(business: AdminBusiness): Record<string, unknown> {
  const { id: _id, stage_label: _stage, url: _url, former_slugs: _former, status_label: _label, is_public: _public, updated_at: _updated, created_at: _created, ...kept } = business;
  return kept;
}

/** The columns of the fields a create or an edit sent (undefined: left as it is; null: cleared). */
function columnsOf(input: Partial<BusinessContent>): BusinessValues {
  const values: BusinessValues = {
    name: input.name,
    tagline: input.tagline,
    description: input.description,
    category: input.category,
    stage: input.stage,
    logo: input.logo,
    logoAlt: input.logo_alt,
    cover: input.cover,
    coverAlt: input.cover_alt,
    website: input.website,
    foundedYear: input.founded_year,
    city: input.city,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as BusinessValues;
}

const BUSINESS_KIND: ContentKind<BusinessRow, AdminBusiness, Gallery> = {
  entity: ENTITY,
  table: businesses,
  slugFallback: "business",
  notFoundMessage: BUSINESS_CONTENT_NOT_FOUND,
  staleMessage: STALE_BUSINESS_MESSAGE,
  versionNotFoundMessage: BUSINESS_VERSION_NOT_FOUND,
  serialize,
  snapshot,
  // The gallery sent, and the search text of what the business holds after the change.
  complete: async (t, row, change) => {
    await writeGallery(t, row.id, change.extra);
    return { ...change.values, searchText: businessSearchText({ ...row, ...change.values } as BusinessRow) };
  },
  restored: (data) => {
    // A version kept before galleries were edited leaves the gallery as it is.
    const { slug, gallery, ...fields } = businessCreateSchema.parse(data);
    // A field the version left empty (no website, no year, no text alternative) is restored empty, not kept as it is now.
    return {
      values: { ...columnsOf(fields), website: fields.website ?? null, foundedYear: fields.founded_year ?? null, logoAlt: fields.logo_alt ?? null, coverAlt: fields.cover_alt ?? null },
      slug: slug ?? undefined,
      extra: gallery,
    };
  },
};

/** The desk's list: every business whatever its state, the last edited first unless `sort` (updated_at | name | created_at) says otherwise. */
export async function listContentBusinesses(db: Database, filter: ContentFilter, page: Pagination): Promise<{ items: AdminBusinessListItem[]; total: number }> {
  const now = new Date();
  const conditions: Array<SQL | undefined> = [contentStatusCondition(businesses, filter.status, now), searchCondition(businesses.searchText, filter.q)];
  const order = orderBy(filter.sort, { updated_at: businesses.updatedAt, name: businesses.name, created_at: businesses.createdAt }, [desc(businesses.updatedAt), desc(businesses.id)]);
  const { rows, total } = await listContentRows<BusinessRow>(db, businesses, and(...conditions), order, page);
  const items = rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    tagline: row.tagline,
    category: row.category,
    stage: row.stage,
    stage_label: stageLabel(row.stage),
    url: businessUrl(row.slug),
    ...contentState(row, now),
  }));
  return { items, total };
}

/** A new business, saved as a draft (nobody outside the desk sees it until it is published); without pictures it gets the drawn logo and cover. */
export function createContentBusiness(db: Database, staff: StaffCaller, input: BusinessContent): Promise<AdminBusiness> {
  return createContent(db, BUSINESS_KIND, staff, { title: input.name, slug: input.slug }, async (t, draft) => {
    await assertUploadedPicture(t, input.logo, "logo", "logo", LOGO_NOT_SQUARE_MESSAGE);
    await assertUploadedPicture(t, input.cover, "cover", "cover", COVER_NOT_WIDE_MESSAGE);
    const [row] = await t
      .insert(businesses)
      .values({
        ...columnsOf(input),
        ...draft,
        name: input.name,
        tagline: input.tagline,
        description: input.description,
        category: input.category,
        stage: input.stage,
        city: input.city,
        logo: input.logo ?? artUrl("logo", draft.slug, input.name.split(/\s+/)[0]),
        cover: input.cover ?? artUrl("business", draft.slug),
        searchText: businessSearchText(input),
      })
      .returning();
    await writeGallery(t, row!.id, input.gallery);
    return row!;
  });
}

/** An edit of some fields, against the version the desk showed; an uploaded picture keeps its text alternative. */
export function updateContentBusiness(db: Database, staff: StaffCaller, id: number, patch: BusinessPatch): Promise<AdminBusiness> {
  const { version, slug, gallery, ...fields } = patch;
  return changeContent(db, BUSINESS_KIND, staff, id, "update", version, async (row, t) => {
    // The edit and what it leaves as it is.
    if (!logoHasAlt({ logo: fields.logo ?? row.logo, logo_alt: fields.logo_alt === undefined ? row.logoAlt : fields.logo_alt })) {
      throw new ValidationFailure("logo_alt", LOGO_ALT_REQUIRED_MESSAGE);
    }
    if (!coverHasAlt({ cover: fields.cover ?? row.cover, cover_alt: fields.cover_alt === undefined ? row.coverAlt : fields.cover_alt })) {
      throw new ValidationFailure("cover_alt", COVER_ALT_REQUIRED_MESSAGE);
    }
    if (fields.logo !== undefined && fields.logo !== row.logo) await assertUploadedPicture(t, fields.logo, "logo", "logo", LOGO_NOT_SQUARE_MESSAGE);
    if (fields.cover !== undefined && fields.cover !== row.cover) await assertUploadedPicture(t, fields.cover, "cover", "cover", COVER_NOT_WIDE_MESSAGE);
    return { values: columnsOf(fields), slug: slug ?? undefined, extra: gallery };
  });
}

/** /api/v1/admin/content/businesses/** */
export const businessRoutes = contentRoutes({
  kind: BUSINESS_KIND,
  list: listContentBusinesses,
  createSchema: businessCreateSchema,
  create: createContentBusiness,
  patchSchema: businessPatchSchema,
  update: updateContentBusiness,
});
