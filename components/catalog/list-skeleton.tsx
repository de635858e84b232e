import { limits } from "@/lib/site";

/**
 * The loading state's way in (SPEC §9's minimum fetch display delay): transparent at first and
 * faded in only once the wait has lasted, so a quick page replaces the old one without a skeleton
 * flashing in between. Plain CSS, so it holds before the page's script runs too.
 */
export const delayedReveal = {
  className: "transition-opacity duration-150 starting:opacity-0",
  style: { transitionDelay: `${limits.minFetchDisplayMs}ms` },
} as const;

/** What a list page shows while its data loads: the shape of the cards, announced as busy. */
export function ListSkeleton({ cards = 6 }: { cards?: number }) {
  return (
    <div className={`mx-auto max-w-7xl px-4 py-10 md:px-6 ${delayedReveal.className}`} style={delayedReveal.style} aria-busy="true" aria-live="polite">
      <p className="sr-only">در حال بارگذاری…</p>
      <div className="h-9 w-56 animate-pulse rounded-lg bg-brand-100" />
      <div className="mt-8 h-20 animate-pulse rounded-2xl bg-brand-50" />
      <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: cards }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-2xl border border-brand-100">
            <div className="aspect-[16/9] animate-pulse bg-brand-50" />
            <div className="grid gap-3 p-5">
              <div className="h-5 w-3/4 animate-pulse rounded bg-brand-100" />
              <div className="h-4 w-full animate-pulse rounded bg-brand-50" />
              <div className="h-4 w-2/3 animate-pulse rounded bg-brand-50" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
