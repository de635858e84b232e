// While search results load: the shape of the groups, announced as busy, shown only once the wait
// lasts (SPEC §9).
import { delayedReveal } from "@/components/catalog/list-skeleton";

export default function Loading() {
  return (
    <div
      className={`mx-auto max-w-5xl px-4 py-10 md:px-6 ${delayedReveal.className}`}
      style={delayedReveal.style}
      aria-busy="true"
      aria-live="polite"
    >
      <p className="sr-only">در حال جستجو…</p>
      <div className="h-9 w-72 animate-pulse rounded-lg bg-brand-100" />
      <div className="mt-8 h-24 animate-pulse rounded-2xl bg-brand-50" />
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="mt-10 grid gap-3">
          <div className="h-7 w-40 animate-pulse rounded bg-brand-100" />
          <div className="h-14 animate-pulse rounded-xl bg-brand-50" />
          <div className="h-14 animate-pulse rounded-xl bg-brand-50" />
        </div>
      ))}
    </div>
  );
}
