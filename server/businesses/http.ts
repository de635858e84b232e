import "server-only";
// Request → businesses query, shared by the /business and /businesses routes.
import { BUSINESS_EXPANDS } from "@/shared/types/businesses";
import { getDb } from "@/server/db/client";
import { notFound } from "@/server/http/errors";
import { catalogListResponse } from "@/server/http/catalog-list";
import { parseExpand } from "@/server/http/expand";
import { expandBusinesses, findBusiness, listBusinesses, recordBusinessView } from "./queries";
import { businessListQuery, detailQuery } from "@/shared/queries/catalog";
import { parseQuery } from "@/shared/queries/query";

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
export async function businessDetailResponse(request: Request, by: "id" | "slug") {
  const params = new URL(request.url).searchParams;
  const db = await getDb();
  const { id, slug } = parseQuery(detailQuery, params);
  const row = by === "id" ? await findBusiness(db, { id: id ?? -1 }) : await findBusiness(db, { slug });
  if (!row) throw notFound(BUSINESS_NOT_FOUND);
  await recordBusinessView(db, row.id);
  const [detail] = await expandBusinesses(
    db,
    [{ ...row, viewCount: row.viewCount + 1 }],
    parseExpand(params, BUSINESS_EXPANDS),
  );
  return detail;
}
