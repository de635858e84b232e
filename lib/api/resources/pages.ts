// The content pages endpoints (rules, terms, privacy...), as the site calls them.
import type { ApiCallOptions, ApiClient } from "../client";
import type { ContentPage, ContentPageSummary } from "@/shared/types/pages";

export const pagesApi = {
  bySlug: (client: ApiClient, slug: string, options?: ApiCallOptions) =>
    client.get<ContentPage>("/v1/page/view", { ...options, params: { slug } }),
  list: (client: ApiClient, options?: ApiCallOptions) =>
    client.list<ContentPageSummary>("/v1/page/index", { ...options, params: { "per-page": 50 } }),
};

export type { ContentPage, ContentPageSummary };
