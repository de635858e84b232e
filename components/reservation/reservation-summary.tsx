// What the reservation asks for, just before sending: the plan and its place, the suggested start
// date and the price, after the discount when a code was accepted.
import { periodLabel } from "@/components/workspaces/workspace-format";
import type { LocationPlan } from "@/shared/types/workspaces";
import { formatJalaliDate } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { formatToman } from "@/shared/format/number";
import { discountedPrice } from "@/validation/requests/coupon-terms";

type Props = {
  service?: string;
  place?: string;
  plan?: LocationPlan;
  date?: string;
  discount?: { percent: number; title: string | null };
};

export function ReservationSummary({ service, place, plan, date, discount }: Props) {
  const rows: Array<[string, string]> = [];
  if (service) rows.push(["نوع خدمت", service]);
  if (place) rows.push(["مکان", place]);
  if (plan) rows.push(["پلن", `${plan.title} — ${formatToman(plan.price)} ${periodLabel(plan.period)}`]);
  if (plan && discount) {
    rows.push([`تخفیف${discount.title ? ` (${discount.title})` : ""}`, `${toPersianDigits(discount.percent)}٪`]);
    rows.push([
      "مبلغ پس از تخفیف",
      `${formatToman(discountedPrice(plan.price, discount.percent))} ${periodLabel(plan.period)}`,
    ]);
  }
  if (date) rows.push(["تاریخ پیشنهادی شروع", formatJalaliDate(`${date}T12:00:00Z`)]);
  if (rows.length === 0) return null;
  return (
    <div className="rounded-2xl bg-surface p-5">
      <h3 className="font-extrabold">خلاصه درخواست</h3>
      <dl className="mt-3 grid gap-2 text-sm">
        {rows.map(([term, detail]) => (
          <div key={term} className="grid gap-1 sm:grid-cols-[10rem_minmax(0,1fr)]">
            <dt className="text-muted">{term}</dt>
            <dd className="leading-6 font-bold">{detail}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs leading-5 text-muted">مبلغ نهایی پس از بررسی درخواست و در تماس تیم ما قطعی می‌شود.</p>
    </div>
  );
}
