// A discount code as the content desk edits it (issue 14): the code itself (its identity: Latin
// letters, digits of any script and dashes, upper-cased, as the reservation form's field takes it),
// its title, the percent off, the services it applies to (their slugs; none: every service), when
// it starts and ends being valid (Jalali dates and times on Tehran's clock, or the ISO moments the
// API answered; empty: no bound) and how many reservations may use it (empty: no limit). The desk's
// form and the admin API (app/api/v1/admin/content/coupons) parse with these schemas.
import { z } from "zod";
import { isSlug } from "@/shared/format/slug";
import { toPersianDigits } from "@/shared/format/digits";
import { couponCode } from "../requests/coupon";
import { contentSchemas } from "./desk-schemas";
import { instant, orNone, wholeNumber, writtenText } from "./fields";

export const COUPON_LIMITS = {
  title: { min: 2, max: 120 },
  percent: { min: 1, max: 100 },
  maxUses: { min: 1, max: 1_000_000 },
  services: 50,
} as const;

export const COUPON_WINDOW_MESSAGE = "پایان اعتبار کد باید بعد از شروع آن باشد.";
const SERVICES_MESSAGE = `نوع‌های خدمت کد تخفیف باید فهرستی از حداکثر ${toPersianDigits(COUPON_LIMITS.services)} نوع خدمت باشد.`;

/** Every editable field; each may be left out of a PATCH. */
const couponFields = {
  code: couponCode,
  title: writtenText("عنوان کد تخفیف", COUPON_LIMITS.title),
  percent: wholeNumber("درصد تخفیف", COUPON_LIMITS.percent),
  /** The services' slugs (the API keeps only services it has); empty: every service. */
  services: z.preprocess(
    (value) => (value === undefined || value === null ? [] : value),
    z
      .array(z.string({ error: SERVICES_MESSAGE }).trim(), { error: SERVICES_MESSAGE })
      // One message on the list itself (not on an item's place in it): the form shows the list as one group.
      .refine((slugs) => slugs.length <= COUPON_LIMITS.services && slugs.every(isSlug), { error: SERVICES_MESSAGE })
      .transform((slugs) => [...new Set(slugs)]),
  ),
  /** Not valid before; empty: from its publishing on. */
  starts_at: orNone(instant("شروع اعتبار")),
  /** Not valid after; empty: no end. */
  valid_until: orNone(instant("پایان اعتبار")),
  /** Reservation requests that may carry it; empty: no limit. */
  max_uses: orNone(wholeNumber("حداکثر دفعات استفاده", COUPON_LIMITS.maxUses)),
};

type CouponWindow = { starts_at?: Date | null; valid_until?: Date | null };

/** An end after the start, when both are given (an edit is checked against the stored code: server/coupons/desk.ts). */
export const windowInOrder = ({ starts_at: start, valid_until: end }: CouponWindow) =>
  !start || !end || end.getTime() > start.getTime();

const windowOrder = { holds: windowInOrder, field: "valid_until", error: COUPON_WINDOW_MESSAGE };
/** A new discount code (saved as a draft), and an edit: any of the fields, and the version the desk showed. */
const couponSchemas = contentSchemas(couponFields, { create: [windowOrder], patch: [windowOrder] });

export const couponCreateSchema = couponSchemas.create;
export type CouponContent = z.output<typeof couponCreateSchema>;
export const couponPatchSchema = couponSchemas.patch;
export type CouponPatch = z.output<typeof couponPatchSchema>;
