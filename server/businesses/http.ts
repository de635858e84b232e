import "server-only";
// Request → businesses query, shared by the /business and /businesses routes.
import { BUSINESS_EXPANDS } from "@/shared/types/businesses";
import { catalogDetail, expandedDetail } from "@/server/catalog/detail";
import { catalogListResponse } from "@/server/http/catalog-list";
import { expandBusinesses, findBusiness, listBusinesses, recordBusinessView } from "./queries";
import { businessListQuery } from "@/shared/queries/catalog";

export const BUSINESS_NOT_FOUND = "کسب‌وکاری که دنبال آن بودید پیدا نشد.";

/** A page of businesses filtered by q, category and stage, sorted by `sort`, expanded as asked. */
export function businessListResponse(request: Request) {
  return catalogListResponse(request, {
    query: businessListQuery,
    list: listBusinesses,
    expand: expandBusinesses,
    expands: BUSINESS_EXPANDS,
    defaultPerPage: 12,
  });
}

/** One business by `id` or `slug`, expanded as asked; counts a view. */
export function businessDetailResponse(request: Request, by: "id" | "slug") {
  return catalogDetail(request, {
    find: (db, { id, slug }) => (by === "id" ? findBusiness(db, { id: id ?? -1 }) : findBusiness(db, { slug })),
    notFoundMessage: BUSINESS_NOT_FOUND,
    recordView: recordBusinessView,
    answer: expandedDetail(expandBusinesses, BUSINESS_EXPANDS),
  });
}
