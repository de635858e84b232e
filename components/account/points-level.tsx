// The club's levels: my level with progress toward the next, and the ladder of all levels
// (برنزی ۰+، نقره‌ای ۲۰۰+، طلایی ۵۰۰+), the current one marked.
import { type ClubLevelKey, type PointsSummary } from "@/shared/types/account";
import { CLUB_LEVELS } from "@/shared/club";
import { formatNumberFa } from "@/shared/format/number";

const LEVEL_COLORS: Record<ClubLevelKey, string> = {
  bronze: "bg-amber-700",
  silver: "bg-slate-400",
  gold: "bg-yellow-500",
};

function Medal({ level }: { level: ClubLevelKey }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-12 shrink-0 items-center justify-center rounded-full text-white shadow-inner ${LEVEL_COLORS[level]}`}
    >
      <svg viewBox="0 0 24 24" className="size-6" fill="currentColor">
        <path d="m12 2 2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 16.8 6.1 20l1.3-6.5L2.5 8.9l6.6-.8z" />
      </svg>
    </span>
  );
}

export function PointsLevelCard({ summary }: { summary: PointsSummary }) {
  const { total, level, next_level: next, points_to_next: toNext } = summary;
  const percent = next ? Math.min(100, Math.round(((total - level.min) / (next.min - level.min)) * 100)) : 100;
  return (
    <section
      aria-labelledby="level-title"
      className="grid gap-4 rounded-2xl border border-brand-100 bg-gradient-to-b from-brand-50 to-white p-6"
    >
      <div className="flex items-center gap-4">
        <Medal level={level.key} />
        <div>
          <h2 id="level-title" className="text-lg font-extrabold">
            سطح {level.name}
          </h2>
          <p className="mt-1 text-muted">
            مجموع امتیاز شما: <strong className="text-2xl font-black text-ink">{formatNumberFa(total)}</strong>
          </p>
        </div>
      </div>
      {next && toNext !== null ? (
        <div className="grid gap-2">
          <div
            role="progressbar"
            aria-label={`پیشرفت تا سطح ${next.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-3 overflow-hidden rounded-full bg-brand-100"
          >
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-sm text-muted">
            {formatNumberFa(toNext)} امتیاز دیگر تا سطح {next.name}
          </p>
        </div>
      ) : (
        <p className="text-sm font-bold text-brand-800">شما در بالاترین سطح باشگاه هستید.</p>
      )}
    </section>
  );
}

export function ClubLevels({ current, headingLevel = 3 }: { current?: ClubLevelKey; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ol className="grid gap-4 sm:grid-cols-3">
      {CLUB_LEVELS.map((level) => (
        <li
          key={level.key}
          aria-current={current === level.key ? "step" : undefined}
          className={`flex items-center gap-3 rounded-2xl border p-4 ${current === level.key ? "border-brand-500 bg-brand-50" : "border-brand-100"}`}
        >
          <Medal level={level.key} />
          <div>
            <Heading className="font-extrabold">{level.name}</Heading>
            <p className="text-sm text-muted">از {formatNumberFa(level.min)} امتیاز</p>
            {current === level.key && <p className="mt-1 text-xs font-bold text-brand-800">سطح فعلی شما</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
