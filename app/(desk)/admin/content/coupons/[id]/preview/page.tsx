import type { Metadata } from "next";
import { couponUsesText, couponWindowText } from "@/components/desk/content/coupon-format";
import { contentCouponsApi } from "@/lib/api/resources/desk-content";
import { toPersianDigits } from "@/shared/format/digits";
import type { CouponCheck } from "@/shared/types/coupons";
import { couponAnswer, unknownCoupon } from "@/validation/requests/coupon-terms";
import { DESK_KINDS } from "../../../desk-kinds";
import { itemPreviewPage, previewMetadata } from "../../../item-pages";
import { loadCouponServices } from "../../service-choices";

export const metadata: Metadata = previewMetadata("پاسخ کد تخفیف");

const asDate = (iso: string | null) => (iso ? new Date(iso) : null);

function Answer({ answer }: { answer: CouponCheck }) {
  return <span className={answer.valid ? "font-bold text-brand-800" : "text-red-800"}>{answer.message}</span>;
}

// A discount code as the reservation form's coupon field will answer it, whatever its state (a
// draft too): for each service, and before a service is chosen, the check's own message
// (validation/requests/coupon-terms.ts couponAnswer, with its window and uses now); and, while the
// public does not have it, what every visitor is told instead. Never indexed.
export default itemPreviewPage({
  kind: DESK_KINDS.coupons,
  notice: "پاسخ فرم رزرو به این کد.",
  load: async (api, id) => {
    const [coupon, services] = await Promise.all([
      contentCouponsApi.get(api, id, { page: true }),
      loadCouponServices(api),
    ]);
    return { coupon, services };
  },
  state: ({ coupon }) => coupon,
  show: ({ coupon, services }) => {
    const terms = {
      ...coupon,
      startsAt: asDate(coupon.starts_at),
      validUntil: asDate(coupon.valid_until),
      maxUses: coupon.max_uses,
    };
    const now = new Date();
    const rows = [
      { label: "پیش از انتخاب نوع خدمت", answer: couponAnswer(terms, coupon.uses, undefined, now) },
      ...services.map((service) => ({
        label: service.title,
        answer: couponAnswer(terms, coupon.uses, service.slug, now),
      })),
    ];
    return (
      <section aria-labelledby="preview-code" className="grid max-w-3xl gap-4">
        <div>
          <h1 id="preview-code" className="text-2xl font-black">
            <bdi dir="ltr">{coupon.code}</bdi>: {coupon.title}
          </h1>
          <p className="mt-1 text-sm leading-6 text-muted">
            {toPersianDigits(coupon.percent)}٪ تخفیف · {couponWindowText(coupon)} · {couponUsesText(coupon)}
          </p>
        </div>
        {!coupon.is_public && (
          <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 leading-7 text-amber-950">
            تا کد منتشر نشده، به هر بازدیدکننده گفته می‌شود: «<Answer answer={unknownCoupon()} />
            ». پس از انتشار، پاسخ‌ها چنین است:
          </p>
        )}
        <table className="w-full border-collapse text-start text-sm leading-6">
          <caption className="mb-2 text-start font-bold">پاسخ بررسی کد برای هر نوع خدمت</caption>
          <thead>
            <tr className="border-b border-brand-200">
              <th scope="col" className="py-2 pe-4 text-start">
                نوع خدمت
              </th>
              <th scope="col" className="py-2 text-start">
                پاسخ
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-b border-brand-100">
                <th scope="row" className="py-2 pe-4 text-start font-medium">
                  {row.label}
                </th>
                <td className="py-2">
                  <Answer answer={row.answer} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    );
  },
});
