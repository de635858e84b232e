"use client";
// A desk list's GET filter form: it works before scripts load; once hydrated it navigates on the
// client with only the fields that say something, so the URL (filters and page) stays short and
// shareable. Changing a filter starts again from the first page (no page field is sent).
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";

export function FilterForm({
  action,
  label,
  children,
  className,
}: {
  action: string;
  label: string;
  children: ReactNode;
  className?: string;
}) {
  const router = useRouter();
  return (
    <form
      role="search"
      aria-label={label}
      action={action}
      method="get"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        const params = new URLSearchParams();
        for (const [name, value] of new FormData(event.currentTarget)) {
          if (typeof value === "string" && value.trim()) params.set(name, value.trim());
        }
        const search = params.toString();
        router.push(search ? `${action}?${search}` : action);
      }}
    >
      {children}
    </form>
  );
}

/**
 * The filters used less often, folded away so a phone shows the list after a short form; open when
 * one of them is set, so a filter in force is never hidden. Spans the whole form's grid.
 */
export function MoreFilters({ open, children }: { open: boolean; children: ReactNode }) {
  return (
    <details open={open} className="group sm:col-span-2 lg:col-span-4">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl px-2 font-bold text-brand-800 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
        فیلترهای بیشتر
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5 shrink-0 transition-transform group-open:rotate-180"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </summary>
      <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
    </details>
  );
}
