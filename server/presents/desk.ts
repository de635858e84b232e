import "server-only";
// Presents in the content desk (issue 14): the kind ./writes.ts writes, with the fields the card on
// /presents and the present's page show (title, slug, summary, the rich-text description, kind, the
// image and its text alternative, the price and the price before the discount, what it includes,
// its conditions and its last day) and its search text. Slugged like businesses (./slugs.ts): made
// from the Persian title, editable, unique, a changed one redirecting from the old (308). The desk
// speaks toman, the table and the public API keep rials. Its entity tags ("present") cover its page
// and every presents list (the list, search, the sitemap). The routes are ./routes.ts's (presentRoutes).
import { and, desc, type SQL } from "drizzle-orm";
import type { AdminPresent, AdminPresentListItem } from "@/shared/types/presents";
import { rialToToman, tomanToRial } from "@/shared/format/number";
import type { PresentKind } from "@/shared/types/presents";
import { orderBy, searchCondition } from "@/server/catalog/query";
import { presents } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import type { Pagination } from "@/server/http/pagination";
import { ValidationFailure } from "@/server/http/validation";
import { artUrl } from "@/server/media/art";
import { assertUploadedImage, WIDE_IMAGE } from "@/server/media/images";
import { kindLabel } from "@/server/presents/kinds";
import { presentSearchText } from "@/server/presents/queries";
import type { StaffCaller } from "@/server/staff/access";
import {
  PRESENT_IMAGE_ALT_REQUIRED_MESSAGE,
  PRICE_ORDER_MESSAGE,
  presentCreateSchema,
  presentImageHasAlt,
  presentPatchSchema,
  pricesInOrder,
  type PresentContent,
  type PresentPatch,
} from "@/validation/content/present";
import { contentRoutes } from "@/server/publishing/routes";
import { formerSlugs } from "@/server/publishing/slugs";
import {
  changeContent,
  contentState,
  contentStatusCondition,
  createContent,
  listContentRows,
  type ContentFilter,
  type ContentKind,
} from "@/server/publishing/writes";

type PresentRow = typeof presents.$inferSelect;

const ENTITY = "present";

export const PRESENT_CONTENT_NOT_FOUND = "این پیشنهاد پیدا نشد.";
export const STALE_PRESENT_MESSAGE =
  "این پیشنهاد همین حالا از طرف همکار دیگری تغییر کرده است. آخرین نسخه را بگیرید و تغییرهای خود را دوباره وارد کنید.";
export const PRESENT_VERSION_NOT_FOUND = "این نسخه از پیشنهاد پیدا نشد.";

const presentUrl = (slug: string) => `/presents/${slug}`;

async function serialize(db: Database, row: PresentRow): Promise<AdminPresent> {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    description: row.description,
    kind: row.kind as PresentKind,
    kind_label: kindLabel(row.kind),
    image: row.image,
    image_alt: row.imageAlt,
    price_toman: rialToToman(row.price),
    original_price_toman: rialToToman(row.originalPrice),
    includes: row.includes,
    conditions: row.conditions,
    valid_until: row.validUntil?.toISOString() ?? null,
    is_expired: row.validUntil !== null && row.validUntil.getTime() < Date.now(),
    ...contentState(row),
    url: presentUrl(row.slug),
    former_slugs: await formerSlugs(db, ENTITY, row.id),
  };
}

/** What a version keeps and the audit log shows: the editable fields and where the present stood. */
function snapshot(item: AdminPresent): Record<string, unknown> {
  const {
    title,
    slug,
    summary,
    description,
    kind,
    image,
    image_alt,
    price_toman,
    original_price_toman,
    includes,
    conditions,
    valid_until,
    status,
    publish_at,
    version,
  } = item;
  return {
    title,
    slug,
    summary,
    description,
    kind,
    image,
    image_alt,
    price_toman,
    original_price_toman,
    includes,
    conditions,
    valid_until,
    status,
    publish_at,
    version,
  };
}

/** The columns of the fields a create or an edit sent (undefined: left as it is; the slug goes through ./writes.ts). */
function columnsOf(input: Partial<PresentContent>): Partial<PresentRow> {
  const values = {
    title: input.title,
    summary: input.summary,
    description: input.description,
    kind: input.kind,
    image: input.image,
    imageAlt: input.image_alt,
    price: tomanToRial(input.price_toman),
    originalPrice: tomanToRial(input.original_price_toman),
    includes: input.includes,
    conditions: input.conditions,
    validUntil: input.valid_until,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** The stored prices, as they will be after a write: the price before the discount not above the price is refused on its field. */
function assertPricesInOrder(row: Pick<PresentRow, "price" | "originalPrice">): void {
  if (!pricesInOrder({ price_toman: row.price, original_price_toman: row.originalPrice }))
    throw new ValidationFailure("original_price_toman", PRICE_ORDER_MESSAGE);
}

const PRESENT_KIND: ContentKind<PresentRow, AdminPresent> = {
  entity: ENTITY,
  table: presents,
  slugFallback: "present",
  notFoundMessage: PRESENT_CONTENT_NOT_FOUND,
  staleMessage: STALE_PRESENT_MESSAGE,
  versionNotFoundMessage: PRESENT_VERSION_NOT_FOUND,
  serialize,
  snapshot,
  complete: async (_t, row, change) => {
    const next = { ...row, ...change.values } as PresentRow;
    assertPricesInOrder(next);
    return { ...change.values, searchText: presentSearchText(next) };
  },
  // A field the version left empty (no price, no end, no text alternative) is restored empty, not kept as it is now.
  restored: (data) => {
    const { slug, ...fields } = presentCreateSchema.parse(data);
    return {
      values: { ...columnsOf(fields), imageAlt: fields.image_alt ?? null },
      slug: slug ?? undefined,
    };
  },
};

/** The desk's list: every present whatever its state, the last edited first unless `sort` (updated_at | title | valid_until | created_at) says otherwise. */
export async function listContentPresents(
  db: Database,
  filter: ContentFilter,
  page: Pagination,
): Promise<{ items: AdminPresentListItem[]; total: number }> {
  const now = new Date();
  const conditions: Array<SQL | undefined> = [
    contentStatusCondition(presents, filter.status, now),
    searchCondition(presents.searchText, filter.q),
  ];
  const order = orderBy(
    filter.sort,
    {
      updated_at: presents.updatedAt,
      title: presents.title,
      valid_until: presents.validUntil,
      created_at: presents.createdAt,
    },
    [desc(presents.updatedAt), desc(presents.id)],
  );
  const { rows, total } = await listContentRows<PresentRow>(db, presents, and(...conditions), order, page);
  const items = rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    kind: row.kind as PresentKind,
    kind_label: kindLabel(row.kind),
    valid_until: row.validUntil?.toISOString() ?? null,
    is_expired: row.validUntil !== null && row.validUntil.getTime() < now.getTime(),
    url: presentUrl(row.slug),
    ...contentState(row, now),
  }));
  return { items, total };
}

/** A new present, saved as a draft (nobody outside the desk sees it until it is published); without an image it gets the drawn one. */
export function createContentPresent(db: Database, staff: StaffCaller, input: PresentContent): Promise<AdminPresent> {
  return createContent(db, PRESENT_KIND, staff, { title: input.title, slug: input.slug }, async (t, draft) => {
    await assertUploadedImage(t, input.image, "image", WIDE_IMAGE);
    const content = { ...columnsOf(input), image: input.image ?? artUrl("present", draft.slug) } as PresentRow;
    const [row] = await t
      .insert(presents)
      .values({ ...content, ...draft, searchText: presentSearchText(content) })
      .returning();
    return row!;
  });
}

/** An edit of some fields, against the version the desk showed; an uploaded image keeps its text alternative. */
export function updateContentPresent(
  db: Database,
  staff: StaffCaller,
  id: number,
  patch: PresentPatch,
): Promise<AdminPresent> {
  const { version, slug, ...fields } = patch;
  return changeContent(db, PRESENT_KIND, staff, id, "update", version, async (row, t) => {
    if (
      !presentImageHasAlt({
        image: fields.image ?? row.image,
        image_alt: fields.image_alt === undefined ? row.imageAlt : fields.image_alt,
      })
    ) {
      throw new ValidationFailure("image_alt", PRESENT_IMAGE_ALT_REQUIRED_MESSAGE);
    }
    if (fields.image !== undefined && fields.image !== row.image)
      await assertUploadedImage(t, fields.image, "image", WIDE_IMAGE);
    return { values: columnsOf(fields), slug: slug ?? undefined };
  });
}

/** /api/v1/admin/content/presents/** */
export const presentRoutes = contentRoutes({
  kind: PRESENT_KIND,
  list: listContentPresents,
  createSchema: presentCreateSchema,
  create: createContentPresent,
  patchSchema: presentPatchSchema,
  update: updateContentPresent,
});
