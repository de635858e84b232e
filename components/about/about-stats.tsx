import { formatNumberFa } from "@/shared/format/number";
import type { SiteStats } from "@/shared/types/site";

// «آوینوکس در یک نگاه» of «درباره ما»: the headline figures the desk edits, each named by what it
// counts (read first) and shown above it. The desk's preview draws it with the draft's figures.

const STAT_LABELS = [
  ["members", "عضو فعال جامعه"],
  ["startups", "استارتاپ شتاب‌گرفته"],
  ["events", "رویداد برگزارشده"],
  ["mentors", "منتور همراه"],
] as const;

export function AboutStats({ stats }: { stats: SiteStats }) {
  return (
    <dl className="grid grid-cols-2 gap-4">
      {STAT_LABELS.map(([key, label]) => (
        <div key={key} className="flex flex-col-reverse rounded-2xl bg-brand-50 p-5 text-center">
          <dt className="mt-1 text-sm font-bold text-ink">{label}</dt>
          <dd className="text-3xl font-black text-brand-800">
            {stats[key] !== undefined ? `${formatNumberFa(stats[key]!)}+` : "—"}
          </dd>
        </div>
      ))}
    </dl>
  );
}
