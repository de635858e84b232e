import "server-only";
// Presents in the content desk (issue 14): the kind ./writes.ts writes, with the fields the card on
// /presents and the present's page show (title, slug, summary, the rich-text description, kind, the
// image and its text alternative, the price and the price before the discount, what it includes,
// its conditions and its last day) and its search text. Slugged like businesses (./slugs.ts): made
// from the Persian title, editable, unique, a changed one redirecting from the old (308). The desk
// speaks toman, the table and the public API keep rials. Its entity tags ("present") cover its page
// and every presents list (the list, search, the sitemap). The routes are ./routes.ts's (presentRoutes).
import type { AdminPresent, AdminPresentListItem } from "@/shared/types/presents";
import { rialToToman, tomanToRial } from "@/shared/format/number";
import type { PresentKind } from "@/shared/types/presents";
import { presents } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { ValidationFailure } from "@/server/http/validation";
import { artUrl } from "@/server/media/art";
import { assertUploadedImage, WIDE_IMAGE } from "@/server/media/images";
import { kindLabel } from "@/server/presents/kinds";
import { presentDetail, presentSearchText } from "@/server/presents/queries";
import type { StaffCaller } from "@/server/staff/access";
import {
  PRESENT_IMAGE_ALT_REQUIRED_MESSAGE,
  PRICE_ORDER_MESSAGE,
  presentCreateSchema,
  presentImageHasAlt,
  presentPatchSchema,
  pricesInOrder,
  type PresentContent,
} from "@/validation/content/present";
import { deskFields, editableSnapshot, sentColumns, type ImageRule } from "@/server/publishing/desk-fields";
import { contentMessages, fieldsEdit, insertRow } from "@/server/publishing/desk-writes";
import { contentRoutes } from "@/server/publishing/routes";
import { deskList, type ListedFields } from "@/server/publishing/desk-list";
import { createContent, type ContentKind } from "@/server/publishing/writes";

type PresentRow = typeof presents.$inferSelect;

const ENTITY = "present";

const PRESENT_MESSAGES = contentMessages("پیشنهاد");
export const STALE_PRESENT_MESSAGE = PRESENT_MESSAGES.staleMessage;

const presentUrl = (slug: string) => `/presents/${slug}`;

/** The public answer of the present (./queries.ts), its prices in toman, its own text alternative (none: the page describes it by its title), with the desk's fields. */
async function serialize(db: Database, row: PresentRow): Promise<AdminPresent> {
  const {
    price,
    original_price,
    discount_percent: _discount,
    view_count: _views,
    created_at: _created,
    ...present
  } = presentDetail(row);
  return {
    ...present,
    kind: row.kind as PresentKind,
    image_alt: row.imageAlt,
    price_toman: rialToToman(price),
    original_price_toman: rialToToman(original_price),
    ...(await deskFields(db, row, presentUrl(row.slug), { entity: ENTITY })),
  };
}

/** What a version keeps and the audit log shows: the editable fields and where the present stood. */
const snapshot = (item: AdminPresent) => editableSnapshot(item, presentCreateSchema);

/** The columns of the fields a create or an edit sent (undefined: left as it is; the slug goes through ./writes.ts). */
function columnsOf(input: Partial<PresentContent>): Partial<PresentRow> {
  return sentColumns({
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
  });
}

/** The stored prices, as they will be after a write: the price before the discount not above the price is refused on its field. */
function assertPricesInOrder(row: Pick<PresentRow, "price" | "originalPrice">): void {
  if (!pricesInOrder({ price_toman: row.price, original_price_toman: row.originalPrice }))
    throw new ValidationFailure("original_price_toman", PRICE_ORDER_MESSAGE);
}

const PRESENT_IMAGE: ImageRule = {
  field: "image",
  hasAlt: (image, image_alt) => presentImageHasAlt({ image, image_alt }),
  altMessage: PRESENT_IMAGE_ALT_REQUIRED_MESSAGE,
  shape: WIDE_IMAGE,
};

const PRESENT_KIND: ContentKind<PresentRow, AdminPresent> = {
  entity: ENTITY,
  table: presents,
  slugFallback: "present",
  ...PRESENT_MESSAGES,
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

/** A new present, saved as a draft (nobody outside the desk sees it until it is published); without an image it gets the drawn one. */
export function createContentPresent(db: Database, staff: StaffCaller, input: PresentContent): Promise<AdminPresent> {
  return createContent(db, PRESENT_KIND, staff, { title: input.title, slug: input.slug }, async (t, draft) => {
    await assertUploadedImage(t, input.image, "image", WIDE_IMAGE);
    const content = { ...columnsOf(input), image: input.image ?? artUrl("present", draft.slug) } as PresentRow;
    return insertRow(t, presents, { ...content, ...draft, searchText: presentSearchText(content) });
  });
}

/** /api/v1/admin/content/presents/**: the list of every present whatever its state, the last edited first unless `sort` (updated_at | title | valid_until | created_at) says otherwise. */
export const presentRoutes = contentRoutes({
  kind: PRESENT_KIND,
  list: deskList(presents, {
    query: { search: presents.searchText, sorts: { title: presents.title, valid_until: presents.validUntil } },
    item: (row, now): ListedFields<AdminPresentListItem> => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      kind: row.kind as PresentKind,
      kind_label: kindLabel(row.kind),
      valid_until: row.validUntil?.toISOString() ?? null,
      is_expired: row.validUntil !== null && row.validUntil.getTime() < now.getTime(),
      url: presentUrl(row.slug),
    }),
  }),
  create: { schema: presentCreateSchema, write: createContentPresent },
  update: fieldsEdit(PRESENT_KIND, presentPatchSchema, columnsOf, [PRESENT_IMAGE]),
});
