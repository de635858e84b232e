import "server-only";
// One catalog item as its detail route answers it (SPEC §3, §7): found by the `id` or `slug` query
// param among the public ones (a Persian 404 otherwise), its view counted, and the answer showing
// the count with this view in it. A kind passes its lookup, message, counter and wire shape as data.
import type { z } from "zod";
import { detailQuery } from "@/shared/queries/catalog";
import { parseQuery } from "@/shared/queries/query";
import { getDb } from "@/server/db/client";
import type { Database } from "@/server/db/types";
import { notFound } from "@/server/http/errors";
import { parseExpand } from "@/server/http/expand";

type CountedRow = { id: number; viewCount: number };

export type CatalogDetail<Row extends CountedRow, Detail> = {
  /** The public row the query names, if any. */
  find: (db: Database, query: z.output<typeof detailQuery>) => Promise<Row | undefined>;
  /** The 404's Persian message. */
  notFoundMessage: string;
  recordView: (db: Database, id: number) => Promise<void>;
  /** The row as the API answers it, given the request's params (for `expand=`). */
  answer: (db: Database, row: Row, params: URLSearchParams) => Promise<Detail> | Detail;
  /** False for a read that is not a visit (the calendar file of an event). */
  countsAsView?: boolean;
};

export async function catalogDetail<Row extends CountedRow, Detail>(
  request: Request,
  { find, notFoundMessage, recordView, answer, countsAsView = true }: CatalogDetail<Row, Detail>,
): Promise<Detail> {
  const params = new URL(request.url).searchParams;
  const db = await getDb();
  const row = await find(db, parseQuery(detailQuery, params));
  if (!row) throw notFound(notFoundMessage);
  if (!countsAsView) return answer(db, row, params);
  await recordView(db, row.id);
  return answer(db, { ...row, viewCount: row.viewCount + 1 }, params);
}

/** The answer of a kind whose detail is its list item expanded as `expand=` asks, among `expands`. */
export function expandedDetail<Row, Detail>(
  expand: (db: Database, rows: Row[], expand: ReadonlySet<string>) => Promise<Detail[]>,
  expands: readonly string[],
) {
  return async (db: Database, row: Row, params: URLSearchParams): Promise<Detail> => {
    const [detail] = await expand(db, [row], parseExpand(params, expands));
    return detail!;
  };
}
