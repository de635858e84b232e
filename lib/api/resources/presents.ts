// The presents endpoints, as the site calls them.
import type { presentListQuery } from "@/shared/queries/catalog";
import type { ReadBy } from "@/shared/queries/query";
import type { ApiCallOptions, ApiClient } from "../client";
import { listCall, type ListQuery } from "./endpoints";
import type { PresentDetail, PresentSummary } from "@/shared/types/presents";

export type PresentListQuery = ReadBy<
  typeof presentListQuery,
  ListQuery & {
    /** package | discount | gift */
    kind?: string;
    /** -created_at | -view_count | price | -price */
    sort?: string;
  }
>;

export const presentsApi = {
  list: listCall<PresentDetail, PresentListQuery>("/v1/present/index"),
  bySlug: (client: ApiClient, slug: string, options?: ApiCallOptions) =>
    client.get<PresentDetail>("/v1/present/slug", { ...options, params: { slug } }),
  byId: (client: ApiClient, id: number, options?: ApiCallOptions) =>
    client.get<PresentDetail>("/v1/present/view", { ...options, params: { id } }),
};

export type { PresentSummary };
