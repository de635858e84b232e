"use client";
// Search, filters and sort of a list page. A plain GET form (works before JavaScript loads);
// once hydrated, a change applies at once through the router, so the URL always holds the state;
// meanwhile the list dims under the progress bar, as when a link is followed.
import { useRouter } from "next/navigation";
import { useId, useRef, type FormEvent } from "react";
import { startLeaving } from "@/components/navigation/navigation-events";
import { SearchRow } from "@/components/search/search-row";

export type FilterOption = { value: string; label: string };
export type FilterControl = {
  name: string;
  label: string;
  allLabel: string;
  options: readonly FilterOption[];
  value?: string;
};

type Props = {
  path: string;
  searchLabel: string;
  query?: string;
  filters?: FilterControl[];
  sort?: { options: FilterOption[]; value?: string };
  /** Parts of the URL state the toolbar keeps but does not show (e.g. a tab). */
  hidden?: Record<string, string>;
};

export function ListToolbar({ path, searchLabel, query, filters = [], sort, hidden = {} }: Props) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  // The sort order is one more select after the filters, its empty choice the default order.
  const selects: FilterControl[] = sort
    ? [...filters, { name: "sort", label: "مرتب‌سازی", allLabel: "پیش‌فرض", ...sort }]
    : filters;

  function go(form: HTMLFormElement) {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value === "string" && value.trim()) params.set(key, value.trim());
    }
    const search = params.toString();
    const next = search ? `${path}?${search}` : path;
    if (next !== `${window.location.pathname}${window.location.search}`) startLeaving();
    router.push(next, { scroll: false });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go(event.currentTarget);
  }

  return (
    <form
      ref={formRef}
      role="search"
      action={path}
      method="get"
      onSubmit={onSubmit}
      className="grid gap-3 rounded-2xl border border-brand-100 bg-surface p-4 md:grid-cols-[minmax(0,2fr)_repeat(auto-fit,minmax(9rem,1fr))] md:items-end"
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-q`} className="text-sm font-bold text-ink">
          {searchLabel}
        </label>
        <SearchRow id={`${id}-q`} defaultValue={query} placeholder="عبارت جستجو را وارد کنید" />
      </div>
      {selects.map((filter) => (
        <div key={filter.name} className="grid gap-1.5">
          <label htmlFor={`${id}-${filter.name}`} className="text-sm font-bold text-ink">
            {filter.label}
          </label>
          <select
            id={`${id}-${filter.name}`}
            name={filter.name}
            defaultValue={filter.value ?? ""}
            onChange={(event) => go(event.currentTarget.form!)}
            className="rounded-xl border border-brand-200 bg-white px-3 py-2.5 text-ink"
          >
            <option value="">{filter.allLabel}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
    </form>
  );
}
