import { CoverCard } from "@/components/catalog/cover-card";
import type { PresentSummary } from "@/shared/types/presents";
import { formatJalaliDate } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { PresentPrice } from "./present-price";

/** An offer in a list: picture, kind, title, summary, price and how long it lasts. */
export function PresentCard({ present, headingLevel = 3 }: { present: PresentSummary; headingLevel?: 2 | 3 }) {
  return (
    <CoverCard
      cover={present.image}
      overlay={
        <>
          <span className="absolute start-3 top-3 rounded-full bg-white/95 px-3 py-1 text-xs font-bold text-brand-900 shadow">
            {present.kind_label}
          </span>
          {present.discount_percent !== null && (
            <span className="absolute end-3 top-3 rounded-full bg-rose-700 px-3 py-1 text-xs font-bold text-white shadow">
              {toPersianDigits(present.discount_percent)}٪ تخفیف
            </span>
          )}
        </>
      }
      href={`/presents/${present.slug}`}
      level={headingLevel}
      title={present.title}
      summary={present.summary}
      summaryLines={3}
    >
      <div className="mt-4 border-t border-brand-100 pt-4">
        <PresentPrice present={present} discountBadge={false} />
        <p className="mt-2 text-sm text-ink">
          {present.valid_until ? `مهلت استفاده تا ${formatJalaliDate(present.valid_until)}` : "بدون محدودیت زمانی"}
        </p>
      </div>
    </CoverCard>
  );
}
