import { Link } from "@/components/navigation/link";
import { LineIcon } from "@/components/icons/line-icon";

/** What a list shows when nothing matches: say so, and offer a way back to everything. */
export function EmptyState({
  title,
  description,
  resetHref,
}: {
  title: string;
  description: string;
  resetHref?: string;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-brand-200 px-6 py-14 text-center">
      <LineIcon viewBox="0 0 64 64" className="size-16 text-brand-300" strokeWidth="3">
        <circle cx="28" cy="28" r="16" />
        <path d="m40 40 14 14" strokeLinecap="round" />
      </LineIcon>
      <h2 className="mt-4 text-lg font-bold">{title}</h2>
      <p className="mt-2 max-w-md leading-7 text-muted">{description}</p>
      {resetHref && (
        <Link
          href={resetHref}
          className="mt-5 rounded-xl border border-brand-300 px-5 py-2.5 font-bold text-brand-800 hover:bg-brand-50"
        >
          نمایش همه موارد
        </Link>
      )}
    </div>
  );
}
