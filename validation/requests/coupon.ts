// The discount code (SPEC §7 "coupon check at v1/coupon/check"), shared by the reservation form's
// "بررسی کد" button, GET /v1/coupon/check and the reservation schema.
import { z } from "zod";
import { maxLength, optional, regex, requiredText } from "../rules";
import { choiceId } from "./common";

export const COUPON_LABEL = "کد تخفیف";

/** What the API answers about a code that does not apply, and what the form shows. */
export const COUPON_MESSAGES = {
  unknown: "کد تخفیف معتبر نیست",
  expired: "مهلت استفاده از این کد تخفیف به پایان رسیده است",
  otherService: "این کد تخفیف برای نوع خدمت انتخاب‌شده قابل استفاده نیست",
  needsService: "برای بررسی این کد، ابتدا نوع خدمت را انتخاب کنید",
} as const;

/** A code as typed (any case, any digit script): Latin letters, digits and dashes; upper-cased. */
export const couponCode = requiredText(COUPON_LABEL)
  .pipe(maxLength(COUPON_LABEL, 32))
  .pipe(regex(COUPON_LABEL, /^[A-Za-z0-9-]+$/))
  .transform((code) => code.toUpperCase());

export const couponCheckSchema = z.object({
  code: couponCode,
  service_id: optional(choiceId("نوع خدمت")),
});

export type CouponCheckInput = z.input<typeof couponCheckSchema>;

/** The price after a percent off, in the same unit (rial in, rial out), rounded. */
export function discountedPrice(price: number, percent: number): number {
  return Math.round((price * (100 - percent)) / 100);
}
