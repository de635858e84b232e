import "server-only";
// Yii2 list contract: a bare JSON array plus X-Pagination-* headers; `page` (from 1) and `per-page`.
import { pageQuery, parseQuery } from "@/shared/queries/query";

export type Pagination = { page: number; perPage: number; offset: number };

export function parsePagination(
  params: URLSearchParams,
  { defaultPerPage = 20, maxPerPage = 50 }: { defaultPerPage?: number; maxPerPage?: number } = {},
): Pagination {
  const asked = parseQuery(pageQuery, params);
  const page = positive(asked.page) ?? 1;
  const perPage = Math.min(positive(asked["per-page"]) ?? defaultPerPage, maxPerPage);
  return { page, perPage, offset: (page - 1) * perPage };
}

const positive = (n: number | undefined) => (n !== undefined && n >= 1 ? n : undefined);

export function paginationHeaders(total: number, { page, perPage }: Pagination): Record<string, string> {
  return {
    "X-Pagination-Total-Count": String(total),
    "X-Pagination-Page-Count": String(Math.max(1, Math.ceil(total / perPage))),
    "X-Pagination-Current-Page": String(page),
    "X-Pagination-Per-Page": String(perPage),
    "Access-Control-Expose-Headers":
      "X-Pagination-Total-Count, X-Pagination-Page-Count, X-Pagination-Current-Page, X-Pagination-Per-Page",
  };
}

/** A page of a list as the client expects it. */
export function listResponse<T>(items: T[], total: number, pagination: Pagination, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  for (const [key, value] of Object.entries(paginationHeaders(total, pagination))) headers.set(key, value);
  return Response.json(items, { ...init, headers });
}
