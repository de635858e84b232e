import type { Metadata } from "next";
import { couponUsesText, couponWindowText } from "@/components/desk/content/coupon-format";
import { ContentList, ContentListRow, type ContentListKind } from "@/components/desk/content/content-list";
import { contentCouponPath, contentCouponsApi, contentCouponsPath } from "@/lib/api/resources/desk-content";
import type { RawSearchParams } from "@/lib/catalog/search-params";
import { formatJalaliDateTime } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { loadContentList } from "../content-list-data";
import { couponStateCounts } from "../status-counts";

export const metadata: Metadata = { title: "کدهای تخفیف در محتوا" };

const COUPONS: ContentListKind = {
  path: contentCouponsPath,
  words: {
    plural: "کدهای تخفیف",
    one: "کد تخفیف",
    newItem: "کد تخفیف تازه",
    all: "همه کدهای تخفیف",
    none: "کد تخفیفی اینجا نیست",
  },
  searchPlaceholder: "کد یا عنوان",
};

// The content desk's discount codes: every code whatever its state, the last edited first, in the
// desk's shared list: each named by its code, with its title, percent off, window and uses so far.
export default async function ContentCouponsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const { data, items } = await loadContentList(
    await searchParams,
    COUPONS.path,
    contentCouponsApi.list,
    couponStateCounts,
  );
  return (
    <ContentList kind={COUPONS} data={data}>
      {items.map((coupon) => (
        <ContentListRow key={coupon.id} item={{ ...coupon, title: coupon.code }} href={contentCouponPath(coupon.id)}>
          <p className="text-sm leading-6 text-muted">
            {coupon.title} · {toPersianDigits(coupon.percent)}٪ تخفیف ·{" "}
            {coupon.services.length === 0 ? "همه نوع‌های خدمت" : `${toPersianDigits(coupon.services.length)} نوع خدمت`}
          </p>
          <p className="text-sm text-muted">
            {couponWindowText(coupon)} · {couponUsesText(coupon)} · آخرین تغییر:{" "}
            {formatJalaliDateTime(coupon.updated_at)}
          </p>
        </ContentListRow>
      ))}
    </ContentList>
  );
}
