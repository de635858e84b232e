import type { BusinessTimeline as Timeline } from "@/shared/types/businesses";
import { formatJalaliDate } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";

/** A startup's history: each chapter (with its Jalali year) and its moments on a vertical line. */
/** Chapters as the API answers them (with ids) or as the desk holds them (without). */
type Chapter = Omit<Timeline, "id" | "items"> & {
  id?: number;
  items?: Array<{ id?: number; title: string; description: string; happened_at: string }>;
};

export function BusinessTimeline({ timelines }: { timelines: Chapter[] }) {
  return (
    <div className="grid gap-8">
      {timelines.map((timeline, chapter) => (
        <div key={timeline.id ?? chapter}>
          <h3 className="flex items-center gap-3 text-lg font-bold">
            <span className="rounded-full bg-brand-700 px-3 py-0.5 text-sm font-bold text-white">
              {toPersianDigits(timeline.year)}
            </span>
            {timeline.title}
          </h3>
          {timeline.items && timeline.items.length > 0 && (
            <ol className="ms-4 mt-4 grid gap-6 border-s-2 border-brand-200 ps-6">
              {timeline.items.map((item, index) => (
                <li key={item.id ?? index} className="relative">
                  <span
                    aria-hidden="true"
                    className="absolute -start-[calc(2rem+1px)] top-1.5 size-4 rounded-full border-4 border-white bg-brand-700 shadow"
                  />
                  <time dateTime={item.happened_at} className="text-sm font-bold text-brand-700">
                    {formatJalaliDate(item.happened_at)}
                  </time>
                  <h4 className="mt-1 font-bold">{item.title}</h4>
                  <p className="mt-1 leading-7 text-muted">{item.description}</p>
                </li>
              ))}
            </ol>
          )}
        </div>
      ))}
    </div>
  );
}
