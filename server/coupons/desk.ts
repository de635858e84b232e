import "server-only";
// Discount codes in the content desk (issue 14): the kind ./writes.ts writes, with its fields (the
// code, its title, the percent off, the services it applies to, its window and how many
// reservations may use it). A code has no slug: the code itself is its identity (unique, a 422 on
// the field when another code has it). Publishing makes it usable: the coupon check
// (server/coupons/check.ts) knows only public codes (./lifecycle.ts publicCoupon), so a draft, an
// unpublished, archived or not yet due code is refused as an unknown one. No public answer that
// shows a code is cached (the check is per request, server/cache/public-reads.ts), so its writes
// drop nothing but their own "coupon" tags. The routes are ./routes.ts's (couponRoutes).
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { AdminCoupon, AdminCouponListItem } from "@/shared/types/coupons";
import { toPersianDigits } from "@/shared/format/digits";
import { couponUses, couponUsesOf } from "@/server/coupons/uses";
import { coupons, services } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { ValidationFailure } from "@/server/http/validation";
import type { StaffCaller } from "@/server/staff/access";
import {
  COUPON_WINDOW_MESSAGE,
  couponCreateSchema,
  couponPatchSchema,
  windowInOrder,
  type CouponContent,
} from "@/validation/content/coupon";
import { deskFields, editableSnapshot, sentColumns } from "@/server/publishing/desk-fields";
import { contentMessages, fieldsEdit, insertRow } from "@/server/publishing/desk-writes";
import { deskList, type ListedFields } from "@/server/publishing/desk-list";
import { contentRoutes } from "@/server/publishing/routes";
import { createContent } from "@/server/publishing/writes";
import type { ContentKind } from "@/server/publishing/writes";

type CouponRow = typeof coupons.$inferSelect;

const COUPON_MESSAGES = contentMessages("کد تخفیف");
export const STALE_COUPON_MESSAGE = COUPON_MESSAGES.staleMessage;
export const COUPON_CODE_TAKEN = "این کد پیش‌تر ساخته شده است؛ کد دیگری بنویسید.";
export const couponServiceMissing = (slug: string) =>
  `نوع خدمت «${toPersianDigits(slug)}» پیدا نشد؛ از فهرست نوع‌های خدمت انتخاب کنید.`;

/** Where the public uses a code. */
const COUPON_URL = "/reservation";

/** A code's fields, as the desk's answer and its list show them. */
function couponFields(row: CouponRow) {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    percent: row.percent,
    services: row.services,
    starts_at: row.startsAt?.toISOString() ?? null,
    valid_until: row.validUntil?.toISOString() ?? null,
    max_uses: row.maxUses,
  };
}

async function serialize(db: Database, row: CouponRow): Promise<AdminCoupon> {
  return {
    ...couponFields(row),
    uses: await couponUses(db, row.code),
    ...(await deskFields(db, row, COUPON_URL)),
  };
}

/** What a version keeps and the audit log shows: the editable fields and where the code stood. */
const snapshot = (item: AdminCoupon) => editableSnapshot(item, couponCreateSchema);

/** The columns of the fields a create or an edit sent (undefined: left as it is). */
function columnsOf(input: Partial<CouponContent>): Partial<CouponRow> {
  return sentColumns({
    code: input.code,
    title: input.title,
    percent: input.percent,
    services: input.services,
    startsAt: input.starts_at,
    validUntil: input.valid_until,
    maxUses: input.max_uses,
  });
}

/** A code no other discount code has (`id`: the code being edited). */
async function assertCodeFree(db: Database, code: string, id?: number): Promise<void> {
  const [taken] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.code, code), id === undefined ? undefined : ne(coupons.id, id)))
    .limit(1);
  if (taken) throw new ValidationFailure("code", COUPON_CODE_TAKEN);
}

/** Services the site has (a slug it does not is a 422 on the field). */
async function assertServicesExist(db: Database, slugs: string[]): Promise<void> {
  if (slugs.length === 0) return;
  const known = new Set(
    (await db.select({ slug: services.slug }).from(services).where(inArray(services.slug, slugs))).map((s) => s.slug),
  );
  const missing = slugs.find((slug) => !known.has(slug));
  if (missing) throw new ValidationFailure("services", couponServiceMissing(missing));
}

/** The checks of a code's whole state after a write (an edit's fields with what is stored). */
async function assertCoupon(
  db: Database,
  next: Pick<CouponRow, "code" | "services" | "startsAt" | "validUntil">,
  id?: number,
): Promise<void> {
  await assertCodeFree(db, next.code, id);
  await assertServicesExist(db, next.services);
  if (!windowInOrder({ starts_at: next.startsAt, valid_until: next.validUntil }))
    throw new ValidationFailure("valid_until", COUPON_WINDOW_MESSAGE);
}

export const COUPON_KIND: ContentKind<CouponRow, AdminCoupon> = {
  entity: "coupon",
  table: coupons,
  ...COUPON_MESSAGES,
  serialize,
  snapshot,
  complete: async (t, row, change) => {
    await assertCoupon(t, { ...row, ...change.values } as CouponRow, row.id);
    return change.values;
  },
  restored: (data) => ({ values: columnsOf(couponCreateSchema.parse(data)) }),
};

/** A new code, saved as a draft (the check refuses it until it is published). */
export function createCoupon(db: Database, staff: StaffCaller, input: CouponContent): Promise<AdminCoupon> {
  return createContent(db, COUPON_KIND, staff, null, async (t, draft) => {
    const content = columnsOf(input) as CouponRow;
    await assertCoupon(t, { ...content, startsAt: input.starts_at, validUntil: input.valid_until });
    return insertRow(t, coupons, { ...content, ...draft });
  });
}

/** /api/v1/admin/content/coupons/**: the list of every code whatever its state, the last edited first unless `sort` (updated_at | code | title | percent | valid_until | created_at) says otherwise; `q` searches the code and title. */
export const couponRoutes = contentRoutes({
  kind: COUPON_KIND,
  list: deskList(coupons, {
    query: {
      search: sql`${coupons.code} || ' ' || ${coupons.title}`,
      sorts: { code: coupons.code, title: coupons.title, percent: coupons.percent, valid_until: coupons.validUntil },
    },
    load: (db, rows) =>
      couponUsesOf(
        db,
        rows.map((row) => row.code),
      ),
    item: (row, _now, uses): ListedFields<AdminCouponListItem> => ({
      ...couponFields(row),
      uses: uses.get(row.code) ?? 0,
      url: COUPON_URL,
    }),
  }),
  create: { schema: couponCreateSchema, write: createCoupon },
  update: fieldsEdit(COUPON_KIND, couponPatchSchema, columnsOf),
});
