// The sort options of SPEC §9 as the site offers them, and the API sort each one asks for.

export type SortKey = "newest" | "most-visited" | "cheapest" | "most-expensive";

export type SortOption = { value: SortKey; label: string; api: string };

export const SORT_OPTIONS: Record<SortKey, SortOption> = {
  newest: { value: "newest", label: "جدیدترین", api: "-created_at" },
  "most-visited": { value: "most-visited", label: "پربازدیدترین", api: "-view_count" },
  cheapest: { value: "cheapest", label: "ارزان‌ترین", api: "price" },
  "most-expensive": { value: "most-expensive", label: "گران‌ترین", api: "-price" },
};

/** The options a section offers (sections without prices leave out the price ones). */
export function sortOptions(keys: readonly SortKey[], overrides: Partial<Record<SortKey, string>> = {}): SortOption[] {
  return keys.map((key) => ({ ...SORT_OPTIONS[key], api: overrides[key] ?? SORT_OPTIONS[key].api }));
}

export function apiSort(options: readonly SortOption[], value: string | undefined): string | undefined {
  return options.find((o) => o.value === value)?.api;
}
