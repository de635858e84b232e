// The site search endpoints, as the site calls them.
import type { ApiCallOptions, ApiClient } from "../client";
import type { ResolvableType, ResolvedEntity, SearchGroup, SearchType } from "@/shared/types/search";

export const searchApi = {
  /** Every kind with matches and its first 5 results. */
  all: (client: ApiClient, q: string, options?: ApiCallOptions) =>
    client.get<SearchGroup[]>("/v1/search", { ...options, params: { q } }),
  /** One kind's results, a page at a time (the group's `total` counts them all). */
  ofType: (client: ApiClient, q: string, type: SearchType, page = 1, perPage = 10, options?: ApiCallOptions) =>
    client.list<SearchGroup>("/v1/search", { ...options, params: { q, type, page, "per-page": perPage } }),
  /** Where an entity named by kind and id lives on the site (404 when there is none). */
  resolve: (client: ApiClient, type: ResolvableType, id: number, options?: ApiCallOptions) =>
    client.get<ResolvedEntity>("/v1/search/resolve", { ...options, params: { type, id } }),
};

export type { SearchGroup, SearchType };
