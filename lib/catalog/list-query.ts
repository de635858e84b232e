// What a catalog list asks the API for, read from the list page's URL.
import type { catalogListQuery } from "@/shared/queries/catalog";
import type { QueryParams } from "@/shared/queries/query";
import { LIST_PAGE_SIZE, pageParam, param, type RawSearchParams } from "./search-params";
import { apiSort, type SortOption } from "./sort";

/**
 * The search, the sort and the page every catalog list sends, by the names the API's schema reads
 * (shared/queries/catalog.ts); each page adds its own filters.
 */
export function listQuery(params: RawSearchParams, sorts: readonly SortOption[]) {
  return {
    q: param(params, "q"),
    sort: apiSort(sorts, param(params, "sort")),
    page: pageParam(params),
    "per-page": LIST_PAGE_SIZE,
  } satisfies QueryParams<typeof catalogListQuery>;
}

/** Whether a search or a filter narrows the list (what an empty list then says, and its way back to everything). */
export function isFiltered(query: string | undefined, filters: readonly { value?: string }[]): boolean {
  return Boolean(query || filters.some((filter) => filter.value));
}
