// The businesses endpoints of SPEC §7, as the site calls them.
import type { ApiCallOptions, ApiClient } from "../client";
import type { BusinessCategories, BusinessDetail, BusinessSummary } from "@/shared/types/businesses";

export type BusinessListQuery = {
  q?: string;
  category?: string;
  stage?: string;
  /** -created_at | -view_count | name */
  sort?: string;
  page?: number;
  "per-page"?: number;
  expand?: string;
};

export const businessesApi = {
  list: (client: ApiClient, params: BusinessListQuery, options?: ApiCallOptions) =>
    client.list<BusinessDetail>("/v1/businesses/index", { ...options, params }),
  bySlug: (client: ApiClient, slug: string, expand?: string, options?: ApiCallOptions) =>
    client.get<BusinessDetail>("/v1/business/slug", { ...options, params: { slug, expand } }),
  byId: (client: ApiClient, id: number, expand?: string, options?: ApiCallOptions) =>
    client.get<BusinessDetail>("/v1/business/view", { ...options, params: { id, expand } }),
  categories: (client: ApiClient, options?: ApiCallOptions) =>
    client.get<BusinessCategories>("/v1/business/categories", options),
};

export type { BusinessSummary };
