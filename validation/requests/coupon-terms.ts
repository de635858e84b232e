// The words and arithmetic of discount codes, for the API, the schema, the reservation form and the
// desk's preview of a code. Free of zod, so the form shows them without loading the schema.
import type { CouponCheck } from "@/shared/types/coupons";
import { toPersianDigits } from "@/shared/format/digits";

export const COUPON_LABEL = "کد تخفیف";

/** What the API answers about a code that does not apply, and what the form shows. */
export const COUPON_MESSAGES = {
  unknown: "کد تخفیف معتبر نیست",
  notStarted: "زمان استفاده از این کد تخفیف هنوز فرا نرسیده است",
  expired: "مهلت استفاده از این کد تخفیف به پایان رسیده است",
  usedUp: "ظرفیت استفاده از این کد تخفیف تکمیل شده است",
  otherService: "این کد تخفیف برای نوع خدمت انتخاب‌شده قابل استفاده نیست",
  needsService: "برای بررسی این کد، ابتدا نوع خدمت را انتخاب کنید",
} as const;

/** The price after a percent off, in the same unit (rial in, rial out), rounded. */
export function discountedPrice(price: number, percent: number): number {
  return Math.round((price * (100 - percent)) / 100);
}

/** What the check weighs of a public code (server/coupons/check.ts; the desk's preview of any code). */
export type CouponTerms = {
  title: string;
  percent: number;
  services: string[];
  startsAt: Date | null;
  validUntil: Date | null;
  maxUses: number | null;
};

const refused = (message: string): CouponCheck => ({ valid: false, percent: 0, title: null, message });

/**
 * The answer about a public code at `now`, after `uses` reservations carried it, for a service by
 * slug (undefined: none chosen yet; null: a service the site does not have): its window first, then
 * its uses, then its services.
 */
export function couponAnswer(
  coupon: CouponTerms,
  uses: number,
  service: string | null | undefined,
  now: Date,
): CouponCheck {
  if (coupon.startsAt && coupon.startsAt.getTime() > now.getTime()) return refused(COUPON_MESSAGES.notStarted);
  if (coupon.validUntil && coupon.validUntil.getTime() < now.getTime()) return refused(COUPON_MESSAGES.expired);
  if (coupon.maxUses !== null && uses >= coupon.maxUses) return refused(COUPON_MESSAGES.usedUp);
  if (coupon.services.length > 0) {
    if (service === undefined) return refused(COUPON_MESSAGES.needsService);
    if (service === null || !coupon.services.includes(service)) return refused(COUPON_MESSAGES.otherService);
  }
  return {
    valid: true,
    percent: coupon.percent,
    title: coupon.title,
    message: `کد «${coupon.title}» پذیرفته شد: ${toPersianDigits(coupon.percent)}٪ تخفیف`,
  };
}

/** The answer about a code the public does not have (unknown, a draft, archived, not yet published). */
export const unknownCoupon = (): CouponCheck => refused(COUPON_MESSAGES.unknown);
