import type { Metadata } from "next";
import { couponUsesText, couponWindowText } from "@/components/desk/content/coupon-format";
import { formatJalaliDateTime } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { DESK_KINDS } from "../desk-kinds";
import { contentListPage } from "../list-page";

export const metadata: Metadata = { title: "کدهای تخفیف در محتوا" };

// The content desk's discount codes: every code whatever its state, the last edited first, in the
// desk's shared list: each named by its code, with its title, percent off, window and uses so far.
export default contentListPage({
  kind: DESK_KINDS.coupons,
  lines: (coupon) => (
    <>
      <p className="text-sm leading-6 text-muted">
        {coupon.title} · {toPersianDigits(coupon.percent)}٪ تخفیف ·{" "}
        {coupon.services.length === 0 ? "همه نوع‌های خدمت" : `${toPersianDigits(coupon.services.length)} نوع خدمت`}
      </p>
      <p className="text-sm text-muted">
        {couponWindowText(coupon)} · {couponUsesText(coupon)} · آخرین تغییر: {formatJalaliDateTime(coupon.updated_at)}
      </p>
    </>
  ),
});
