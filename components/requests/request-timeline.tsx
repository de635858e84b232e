import type { RequestDetail } from "@/shared/types/requests";
import { formatJalaliDateTime } from "@/shared/format/date";

/** A request's status history, newest last, each step with its Jalali time. */
export function RequestTimeline({ history }: { history: RequestDetail["history"] }) {
  return (
    <ol className="relative grid gap-5 border-s-2 border-brand-200 ps-6">
      {history.map((entry, i) => (
        <li key={`${entry.status}-${i}`} className="relative">
          <span
            aria-hidden="true"
            className={`absolute -start-[1.95rem] top-1 size-4 rounded-full border-2 border-white ${i === history.length - 1 ? "bg-brand-700" : "bg-brand-300"}`}
          />
          <p className="font-bold">{entry.status_label}</p>
          <p className="text-sm text-muted">{formatJalaliDateTime(entry.created_at)}</p>
          {entry.note && <p className="mt-1 leading-7">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
