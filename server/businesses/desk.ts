import "server-only";
// Businesses (the startups the accelerator hosts) in the content desk (issue 14): the kind
// ./writes.ts writes, with its fields (name, slug, tagline, the rich-text description, category,
// stage, logo and cover with their text alternatives, website, founded year, city) and its search
// text. A logo or a cover must be one the desk uploaded (or the drawn art a new business gets). Its
// entity tags cover /businesses, the business's page, search and the sitemap. The routes are
// ./routes.ts's (businessRoutes). The gallery, the figures, the path (chapters and their moments)
// and the team are written in the write's transaction, each replaced whole by the list sent.
import { asc, eq, inArray } from "drizzle-orm";
import type { AdminBusiness, AdminBusinessListItem } from "@/shared/types/businesses";
import { businessSearchText, summarize } from "@/server/businesses/queries";
import { businesses, businessGalleries, businessMembers, businessStats } from "@/server/db/schema";
import { businessTimelineItems, businessTimelines } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { artUrl, nameInitials } from "@/server/media/art";
import { assertUploadedImage } from "@/server/media/images";
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
import {
  assertImageEdits,
  deskFields,
  editableSnapshot,
  type ImageRule,
  sentColumns,
} from "@/server/publishing/desk-fields";
import { deskList, type ListedFields } from "@/server/publishing/desk-list";
import {
  orderedRows,
  replaceGallery,
  replaceOrderedRows,
  replaceRowsWithPictures,
} from "@/server/publishing/item-lists";
import { contentRoutes } from "@/server/publishing/routes";
import { changeContent, createContent } from "@/server/publishing/writes";
import type { ContentKind } from "@/server/publishing/writes";

type BusinessRow = typeof businesses.$inferSelect;
type BusinessValues = Partial<typeof businesses.$inferInsert>;
type Gallery = AdminBusiness["gallery"];
/** The lists a business holds beside its columns; each one left out of an edit stays as it is. */
type BusinessLists = {
  gallery?: Gallery;
  stats?: BusinessContent["stats"];
  timelines?: BusinessContent["timelines"];
  members?: BusinessContent["members"];
};

const ENTITY = "business";

export const BUSINESS_CONTENT_NOT_FOUND = "این کسب‌وکار پیدا نشد.";
export const STALE_BUSINESS_MESSAGE =
  "این کسب‌وکار همین حالا از طرف همکار دیگری تغییر کرده است. صفحه را تازه کنید و تغییرهای خود را دوباره وارد کنید.";
export const BUSINESS_VERSION_NOT_FOUND = "این نسخه از کسب‌وکار پیدا نشد.";

const businessUrl = (slug: string) => `/businesses/${slug}`;

export const LOGO_NOT_SQUARE_MESSAGE = "نشان باید تصویری باشد که برای «لوگو یا چهره (مربع)» بارگذاری شده است.";
export const COVER_NOT_WIDE_MESSAGE = "تصویر کسب‌وکار باید تصویری باشد که برای «تصویر (۱۶:۹)» بارگذاری شده است.";
export const MEMBER_PHOTO_NOT_SQUARE_MESSAGE =
  "تصویر عضو باید تصویری باشد که برای «لوگو یا چهره (مربع)» بارگذاری شده است.";

async function galleryOf(db: Database, id: number): Promise<Gallery> {
  const pictures = await orderedRows(db, businessGalleries, businessGalleries.businessId, id);
  return pictures.map((p) => ({ image: p.image, caption: p.caption }));
}

async function statsOf(db: Database, id: number): Promise<AdminBusiness["stats"]> {
  const rows = await orderedRows(db, businessStats, businessStats.businessId, id);
  return rows.map((stat) => ({ label: stat.label, value: stat.value, unit: stat.unit }));
}

async function timelinesOf(db: Database, id: number): Promise<AdminBusiness["timelines"]> {
  const chapters = await orderedRows(db, businessTimelines, businessTimelines.businessId, id);
  const items = chapters.length
    ? await db
        .select()
        .from(businessTimelineItems)
        .where(
          inArray(
            businessTimelineItems.timelineId,
            chapters.map((chapter) => chapter.id),
          ),
        )
        .orderBy(asc(businessTimelineItems.sortOrder), asc(businessTimelineItems.id))
    : [];
  return chapters.map((chapter) => ({
    title: chapter.title,
    year: chapter.year,
    items: items
      .filter((item) => item.timelineId === chapter.id)
      .map((item) => ({
        title: item.title,
        description: item.description,
        happened_at: item.happenedAt.toISOString(),
      })),
  }));
}

async function membersOf(db: Database, id: number): Promise<AdminBusiness["members"]> {
  const rows = await orderedRows(db, businessMembers, businessMembers.businessId, id);
  return rows.map((member) => ({ name: member.name, role: member.role, avatar: member.avatar }));
}

/** Replaces the lists sent (each in its order); each uploaded picture of the gallery must be the desk's; a member's uploaded photo must be a square one the desk stored, and one without a photo gets the drawn face. */
async function writeLists(db: Database, businessId: number, lists: BusinessLists | undefined): Promise<void> {
  if (!lists) return;
  if (lists.gallery)
    await replaceGallery(
      db,
      businessGalleries,
      businessGalleries.businessId,
      businessId,
      lists.gallery.map((picture) => ({ businessId, image: picture.image, caption: picture.caption })),
    );
  if (lists.stats)
    await replaceOrderedRows(
      db,
      businessStats,
      businessStats.businessId,
      businessId,
      lists.stats.map((stat) => ({ businessId, label: stat.label, value: stat.value, unit: stat.unit ?? null })),
    );
  if (lists.timelines) {
    // The moments go with their chapters (on delete cascade).
    await db.delete(businessTimelines).where(eq(businessTimelines.businessId, businessId));
    for (const [sortOrder, chapter] of lists.timelines.entries()) {
      const [saved] = await db
        .insert(businessTimelines)
        .values({ businessId, title: chapter.title, year: chapter.year, sortOrder })
        .returning({ id: businessTimelines.id });
      if (chapter.items.length) {
        await db.insert(businessTimelineItems).values(
          chapter.items.map((item, order) => ({
            timelineId: saved!.id,
            title: item.title,
            description: item.description,
            happenedAt: item.happened_at,
            sortOrder: order,
          })),
        );
      }
    }
  }
  if (lists.members) {
    await replaceRowsWithPictures(db, businessMembers, businessMembers.businessId, businessId, {
      list: "members",
      field: "avatar",
      shape: { purpose: "logo", message: MEMBER_PHOTO_NOT_SQUARE_MESSAGE },
      entries: lists.members,
      pictureOf: (member) => member.avatar,
      rowOf: (member) => ({
        businessId,
        name: member.name,
        role: member.role,
        avatar: member.avatar ?? artUrl("avatar", member.name, nameInitials(member.name)),
      }),
    });
  }
}

/** The public answer of the business (./queries.ts) with its description, gallery, figures, path and team, and the desk's fields. */
async function serialize(db: Database, row: BusinessRow): Promise<AdminBusiness> {
  const [gallery, stats, timelines, members] = await Promise.all([
    galleryOf(db, row.id),
    statsOf(db, row.id),
    timelinesOf(db, row.id),
    membersOf(db, row.id),
  ]);
  const { view_count: _views, created_at: _created, ...business } = summarize(row);
  return {
    ...business,
    description: row.description,
    gallery,
    stats,
    timelines,
    members,
    ...(await deskFields(db, row, businessUrl(row.slug), { entity: ENTITY })),
  };
}

/** What a version keeps and the audit log shows: the editable fields and where the business stood. */
const snapshot = (business: AdminBusiness) => editableSnapshot(business, businessCreateSchema);

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
  return sentColumns(values) as BusinessValues;
}

const BUSINESS_KIND: ContentKind<BusinessRow, AdminBusiness, BusinessLists> = {
  entity: ENTITY,
  table: businesses,
  slugFallback: "business",
  notFoundMessage: BUSINESS_CONTENT_NOT_FOUND,
  staleMessage: STALE_BUSINESS_MESSAGE,
  versionNotFoundMessage: BUSINESS_VERSION_NOT_FOUND,
  serialize,
  snapshot,
  // The lists sent, and the search text of what the business holds after the change.
  complete: async (t, row, change) => {
    await writeLists(t, row.id, change.extra);
    return { ...change.values, searchText: businessSearchText({ ...row, ...change.values } as BusinessRow) };
  },
  restored: (data) => {
    // A version kept before a list was edited in the desk leaves that list as it is.
    const { slug, gallery, stats, timelines, members, ...fields } = businessCreateSchema.parse(data);
    // A field the version left empty (no website, no year, no text alternative) is restored empty, not kept as it is now.
    return {
      values: {
        ...columnsOf(fields),
        website: fields.website ?? null,
        foundedYear: fields.founded_year ?? null,
        logoAlt: fields.logo_alt ?? null,
        coverAlt: fields.cover_alt ?? null,
      },
      slug: slug ?? undefined,
      extra: { gallery, stats, timelines, members },
    };
  },
};

const BUSINESS_LOGO: ImageRule = {
  field: "logo",
  hasAlt: (logo, logo_alt) => logoHasAlt({ logo, logo_alt }),
  altMessage: LOGO_ALT_REQUIRED_MESSAGE,
  shape: { purpose: "logo", message: LOGO_NOT_SQUARE_MESSAGE },
};

const BUSINESS_COVER: ImageRule = {
  field: "cover",
  hasAlt: (cover, cover_alt) => coverHasAlt({ cover, cover_alt }),
  altMessage: COVER_ALT_REQUIRED_MESSAGE,
  shape: { purpose: "cover", message: COVER_NOT_WIDE_MESSAGE },
};

/** A new business, saved as a draft (nobody outside the desk sees it until it is published); without pictures it gets the drawn logo and cover. */
export function createContentBusiness(
  db: Database,
  staff: StaffCaller,
  input: BusinessContent,
): Promise<AdminBusiness> {
  return createContent(db, BUSINESS_KIND, staff, { title: input.name, slug: input.slug }, async (t, draft) => {
    await assertUploadedImage(t, input.logo, "logo", { purpose: "logo", message: LOGO_NOT_SQUARE_MESSAGE });
    await assertUploadedImage(t, input.cover, "cover", { purpose: "cover", message: COVER_NOT_WIDE_MESSAGE });
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
    await writeLists(t, row!.id, {
      gallery: input.gallery,
      stats: input.stats,
      timelines: input.timelines,
      members: input.members,
    });
    return row!;
  });
}

/** An edit of some fields, against the version the desk showed; an uploaded picture keeps its text alternative. */
export function updateContentBusiness(
  db: Database,
  staff: StaffCaller,
  id: number,
  patch: BusinessPatch,
): Promise<AdminBusiness> {
  const { version, slug, gallery, stats, timelines, members, ...fields } = patch;
  return changeContent(db, BUSINESS_KIND, staff, id, "update", version, async (row, t) => {
    // The edit and what it leaves as it is.
    await assertImageEdits(t, [BUSINESS_LOGO, BUSINESS_COVER], fields, row);
    return { values: columnsOf(fields), slug: slug ?? undefined, extra: { gallery, stats, timelines, members } };
  });
}

/** /api/v1/admin/content/businesses/**: the list of every business whatever its state, the last edited first unless `sort` (updated_at | name | created_at) says otherwise. */
export const businessRoutes = contentRoutes({
  kind: BUSINESS_KIND,
  list: deskList(businesses, {
    query: { search: businesses.searchText, sorts: { name: businesses.name } },
    item: (row): ListedFields<AdminBusinessListItem> => {
      const { id, slug, name, tagline, category, stage, stage_label } = summarize(row);
      return { id, slug, name, tagline, category, stage, stage_label, url: businessUrl(slug) };
    },
  }),
  create: { schema: businessCreateSchema, write: createContentBusiness },
  update: { schema: businessPatchSchema, write: updateContentBusiness },
});
