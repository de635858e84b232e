import "server-only";
// A public catalog list as every kind answers it (SPEC §3, §7): its filters read by the query's
// schema, a page of rows, each expanded as `expand=` asks, and the Yii2 pagination headers. The
// route keeps its own apiHandler and cache rule; a kind passes what differs as data.
import type { z } from "zod";
import { parseQuery } from "@/shared/queries/query";
import { getDb } from "@/server/db/client";
import type { Database } from "@/server/db/types";
import { parseExpand } from "./expand";
import { listResponse, parsePagination, type Pagination } from "./pagination";

export type CatalogList<Schema extends z.ZodType, Row> = {
  /** The list's query (shared/queries/catalog.ts); its output is what `list` filters by. */
  query: Schema;
  list: (db: Database, filters: z.output<Schema>, page: Pagination) => Promise<{ rows: Row[]; total: number }>;
  expand: (db: Database, rows: Row[], expand: ReadonlySet<string>) => Promise<unknown[]>;
  /** The expansions the kind allows. */
  expands: readonly string[];
  /** Rows per page when `per-page` is not given (20 unless the kind's cards want another). */
  defaultPerPage?: number;
};

export async function catalogListResponse<Schema extends z.ZodType, Row>(
  request: Request,
  { query, list, expand, expands, defaultPerPage }: CatalogList<Schema, Row>,
): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const page = parsePagination(params, { defaultPerPage });
  const db = await getDb();
  const { rows, total } = await list(db, parseQuery(query, params), page);
  return listResponse(await expand(db, rows, parseExpand(params, expands)), total, page);
}
