import { Link } from "@/components/navigation/link";
import { Picture } from "@/components/ui/picture";
import type { PresentSummary } from "@/shared/types/presents";
import { formatJalaliDate } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { PresentPrice } from "./present-price";

/** An offer in a list: picture, kind, title, summary, price and how long it lasts. */
export function PresentCard({ present, headingLevel = 3 }: { present: PresentSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative">
        <Picture src={present.image} alt="" width={600} height={340} className="aspect-[16/9] w-full" />
        <span className="absolute start-3 top-3 rounded-full bg-white/95 px-3 py-1 text-xs font-bold text-brand-900 shadow">
          {present.kind_label}
        </span>
        {present.discount_percent !== null && (
          <span className="absolute end-3 top-3 rounded-full bg-rose-700 px-3 py-1 text-xs font-bold text-white shadow">
            {toPersianDigits(present.discount_percent)}٪ تخفیف
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg leading-8 font-bold">
          <Link href={`/presents/${present.slug}`} className="after:absolute after:inset-0">
            {present.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 flex-1 leading-7 text-muted">{present.summary}</p>
        <div className="mt-4 border-t border-brand-100 pt-4">
          <PresentPrice present={present} discountBadge={false} />
          <p className="mt-2 text-sm text-ink">
            {present.valid_until ? `مهلت استفاده تا ${formatJalaliDate(present.valid_until)}` : "بدون محدودیت زمانی"}
          </p>
        </div>
      </div>
    </article>
  );
}
