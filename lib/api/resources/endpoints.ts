// The shapes the public catalog's calls share, one builder each, so a kind's resource names only
// its paths, types and filters (lists answer bare arrays with X-Pagination-* headers, SPEC §7).
import type { ApiCallOptions, ApiClient } from "../client";

/** What a public list takes besides its own filters: the search, the order, the page and the expansions. */
export type ListQuery = { q?: string; sort?: string; page?: number; "per-page"?: number; expand?: string };

/** A page of a public list, filtered by `Query`. */
export const listCall =
  <Item, Query extends Record<string, unknown>>(path: string) =>
  (client: ApiClient, params: Query, options?: ApiCallOptions) =>
    client.list<Item>(path, { ...options, params });

/** One item by its id, with the expansions asked for. */
export const byIdCall =
  <Item>(path: string) =>
  (client: ApiClient, id: number, expand?: string, options?: ApiCallOptions) =>
    client.get<Item>(path, { ...options, params: { id, expand } });

/** One item by its slug (a former one answers too), with the expansions asked for. */
export const bySlugCall =
  <Item>(path: string) =>
  (client: ApiClient, slug: string, expand?: string, options?: ApiCallOptions) =>
    client.get<Item>(path, { ...options, params: { slug, expand } });

/** A call without parameters (a filter's choices, a status). */
export const getCall =
  <Data>(path: string) =>
  (client: ApiClient, options?: ApiCallOptions) =>
    client.get<Data>(path, options);

/**
 * The current slug of the entity `wanted` names (a slug, an id or a former slug) when it is not one
 * of `known`'s own; undefined when it is, or when `find` (the list asked for that one) finds none.
 */
export async function movedSlug(
  wanted: string | undefined,
  known: readonly { id: number; slug: string }[],
  find: (wanted: string) => Promise<{ items: readonly { slug: string }[] }>,
): Promise<string | undefined> {
  if (!wanted || known.some((entity) => entity.slug === wanted || String(entity.id) === wanted)) return undefined;
  return (await find(wanted)).items[0]?.slug;
}
