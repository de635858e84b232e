// How the desk words a discount code's window and uses (its list, its page and its preview).
import { formatJalaliDateTime } from "@/shared/format/date";
import { formatNumberFa } from "@/shared/format/number";
import type { AdminCouponListItem } from "@/shared/types/coupons";

type Window = Pick<AdminCouponListItem, "starts_at" | "valid_until">;

/** "از … تا …" on Tehran's clock, one bound, or none. */
export function couponWindowText({ starts_at: start, valid_until: end }: Window): string {
  if (start && end) return `از ${formatJalaliDateTime(start)} تا ${formatJalaliDateTime(end)}`;
  if (start) return `از ${formatJalaliDateTime(start)}، بدون پایان`;
  if (end) return `تا ${formatJalaliDateTime(end)}`;
  return "بدون محدودیت زمانی";
}

/** "۳ از ۱۰ بار استفاده" or "۳ بار استفاده، بدون سقف". */
export function couponUsesText({ uses, max_uses: max }: Pick<AdminCouponListItem, "uses" | "max_uses">): string {
  return max === null
    ? `${formatNumberFa(uses)} بار استفاده، بدون سقف`
    : `${formatNumberFa(uses)} از ${formatNumberFa(max)} بار استفاده`;
}
