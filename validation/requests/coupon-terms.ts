// The words and arithmetic of discount codes, for the API, the schema and the reservation form.
// Free of zod, so the form shows them without loading the schema.
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
