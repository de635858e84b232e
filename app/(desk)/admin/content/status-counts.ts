import "server-only";
// How many items of a kind each state of the content desk holds: the total of each filtered list
// (one row asked for, the count read from X-Pagination-Total-Count).
import { COUNTED_STATES, type StateCounts } from "@/components/desk/content/content-list";
import type { ContentEventsQuery, ContentStatusFilter } from "@/lib/api/resources/desk-content";
import type { ApiCallOptions, ApiClient, ListPage } from "@/lib/api/client";

export { COUNTED_STATES, type StateCounts };

/** A kind's list call (deskContentApi.events, contentPagesApi.list). */
export type KindList<Item = unknown> = (
  api: ApiClient,
  params: ContentEventsQuery,
  options?: ApiCallOptions,
) => Promise<ListPage<Item>>;

/** The count of each state in the list `list` answers (narrowed as it is: the FAQ's category, a space's plans). */
export async function stateCounts(api: ApiClient, list: KindList, q?: string): Promise<StateCounts> {
  const totalOf = (status?: ContentStatusFilter) =>
    list(api, { status, q, "per-page": 1 }, { page: true }).then((found) => found.total);
  const [all, ...counts] = await Promise.all([totalOf(), ...COUNTED_STATES.map((status) => totalOf(status))]);
  return {
    all: all ?? 0,
    ...(Object.fromEntries(COUNTED_STATES.map((status, i) => [status, counts[i] ?? 0])) as Record<
      ContentStatusFilter,
      number
    >),
  };
}
