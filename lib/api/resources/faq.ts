// The FAQ endpoints, as the site calls them.
import type { faqItemsQuery } from "@/shared/queries/catalog";
import type { ReadBy } from "@/shared/queries/query";
import type { ApiCallOptions, ApiClient } from "../client";
import type { FaqCategory, FaqItem, FaqItemDetail } from "@/shared/types/faq";

export type FaqItemQuery = ReadBy<
  typeof faqItemsQuery,
  {
    q?: string;
    /** A category's id or slug. */
    category_id?: number | string;
    expand?: "category";
    page?: number;
    "per-page"?: number;
  }
>;

export const faqApi = {
  categories: (client: ApiClient, params: { expand?: "items" } = {}, options?: ApiCallOptions) =>
    client.list<FaqCategory>("/v1/faq/categories", { ...options, params: { ...params, "per-page": 50 } }),
  category: (client: ApiClient, id: number | string, expand?: "items", options?: ApiCallOptions) =>
    client.get<FaqCategory>("/v1/faq/category", { ...options, params: { id, expand } }),
  items: (client: ApiClient, params: FaqItemQuery, options?: ApiCallOptions) =>
    client.list<FaqItem>("/v1/faq/items", { ...options, params }),
  view: (client: ApiClient, id: number, options?: ApiCallOptions) =>
    client.get<FaqItemDetail>("/v1/faq/view", { ...options, params: { id } }),
};

export type { FaqCategory, FaqItem, FaqItemDetail };
