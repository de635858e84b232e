import { CoverCard } from "@/components/catalog/cover-card";
import type { EventSummary } from "@/shared/types/events";
import { formatJalaliDate, formatTime, jalaliParts, JALALI_MONTH_NAMES } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { formatToman } from "@/shared/format/number";

export function EventCard({ event, headingLevel = 3 }: { event: EventSummary; headingLevel?: 2 | 3 }) {
  const { day, month } = jalaliParts(event.starts_at);
  const past = event.is_past;
  const full = event.remaining_capacity <= 0;
  return (
    <CoverCard
      cover={event.cover}
      overlay={
        <>
          <div className="absolute start-3 top-3 flex flex-col items-center rounded-xl bg-white/95 px-3 py-1.5 text-center shadow">
            <span className="text-xl leading-none font-black text-brand-800">{toPersianDigits(day)}</span>
            <span className="text-xs font-bold text-ink">{JALALI_MONTH_NAMES[month - 1]}</span>
          </div>
          {(full || past) && (
            <span className="absolute end-3 top-3 rounded-full bg-ink/85 px-3 py-1 text-xs font-bold text-white">
              {past ? "برگزار شد" : "ظرفیت تکمیل"}
            </span>
          )}
        </>
      }
      kicker={event.category}
      href={`/events/${event.slug}`}
      level={headingLevel}
      title={event.title}
      summary={event.summary}
    >
      <dl className="mt-4 grid gap-1.5 text-sm text-ink">
        <div className="flex gap-1.5">
          <dt className="sr-only">زمان</dt>
          <dd>
            {formatJalaliDate(event.starts_at)}، ساعت {formatTime(event.starts_at)}
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="sr-only">مکان</dt>
          <dd>{event.location_title}</dd>
        </div>
        <div className="flex items-center justify-between gap-2">
          <dt className="sr-only">هزینه</dt>
          <dd className="font-bold text-brand-800">{formatToman(event.price, { freeLabel: true })}</dd>
          {!past && !full && (
            <dd className="text-xs text-muted">{toPersianDigits(event.remaining_capacity)} جای خالی</dd>
          )}
        </div>
      </dl>
    </CoverCard>
  );
}
