// The businesses endpoints of SPEC §7, as the site calls them.
import type { businessListQuery } from "@/shared/queries/catalog";
import type { ReadBy } from "@/shared/queries/query";
import { byIdCall, bySlugCall, getCall, listCall, type ListQuery } from "./endpoints";
import type { BusinessCategories, BusinessDetail, BusinessSummary } from "@/shared/types/businesses";

export type BusinessListQuery = ReadBy<
  typeof businessListQuery,
  ListQuery & {
    category?: string;
    stage?: string;
    /** -created_at | -view_count | name */
    sort?: string;
  }
>;

export const businessesApi = {
  list: listCall<BusinessDetail, BusinessListQuery>("/v1/businesses/index"),
  bySlug: bySlugCall<BusinessDetail>("/v1/business/slug"),
  byId: byIdCall<BusinessDetail>("/v1/business/view"),
  categories: getCall<BusinessCategories>("/v1/business/categories"),
};

export type { BusinessSummary };
