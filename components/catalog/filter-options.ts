// The choices of a list page's filters, built from what the API or the vocabulary gives.
import { formatNumberFa } from "@/shared/format/number";
import type { FilterOption } from "./list-toolbar";

/** A choice with how many results it leads to: "کرمان (۱۲)". */
export const countedOption = (value: string, label: string, count: number): FilterOption => ({
  value,
  label: `${label} (${formatNumberFa(count)})`,
});

/** The API's facets (a value, its label and its count) as counted choices. */
export const facetOptions = (facets: readonly { value: string; label: string; count: number }[]): FilterOption[] =>
  facets.map((f) => countedOption(f.value, f.label, f.count));

/** Choices chosen by slug and shown by name (categories, tags, units, branches). */
export const slugOptions = (items: readonly { slug: string; name: string }[]): FilterOption[] =>
  items.map((item) => ({ value: item.slug, label: item.name }));

/** Choices from a fixed table of keys and their Persian labels, in the table's order. */
export const labelOptions = (labels: Readonly<Record<string, string>>): FilterOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
