import "server-only";
// A page of the signed-in caller's own records (addresses, legal details), as the account's lists
// answer it: 401 for nobody, 20 a page, and `no-store` so no cache on the way keeps it.
import { requireCaller } from "@/server/auth/request-auth";
import { getDb } from "@/server/db/client";
import type { Database } from "@/server/db/types";
import { listResponse, parsePagination, type Pagination } from "./pagination";

export function ownListHandler<Row>(
  list: (db: Database, userId: number, page: Pagination) => Promise<{ rows: Row[]; total: number }>,
  serialize: (row: Row) => unknown,
) {
  return async (request: Request): Promise<Response> => {
    const caller = await requireCaller(request);
    const page = parsePagination(new URL(request.url).searchParams, { defaultPerPage: 20 });
    const { rows, total } = await list(await getDb(), caller.user.id, page);
    return listResponse(rows.map(serialize), total, page, { headers: { "Cache-Control": "no-store" } });
  };
}
