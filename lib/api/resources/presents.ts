// The presents endpoints, as the site calls them.
import type { ApiCallOptions, ApiClient } from "../client";
import type { PresentDetail, PresentSummary } from "@/shared/types/presents";

export type PresentListQuery = {
  q?: string;
  /** package | discount | gift */
  kind?: string;
  /** -created_at | -view_count | price | -price */
  sort?: string;
  page?: number;
  "per-page"?: number;
};

export const presentsApi = {
  list: (client: ApiClient, params: PresentListQuery, options?: ApiCallOptions) =>
    client.list<PresentDetail>("/v1/present/index", { ...options, params }),
  bySlug: (client: ApiClient, slug: string, options?: ApiCallOptions) =>
    client.get<PresentDetail>("/v1/present/slug", { ...options, params: { slug } }),
  byId: (client: ApiClient, id: number, options?: ApiCallOptions) =>
    client.get<PresentDetail>("/v1/present/view", { ...options, params: { id } }),
};

export type { PresentSummary };
