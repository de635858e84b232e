import "server-only";
// A list whose items show how many public rows of another table they hold (a career unit's open
// positions, a service's plans): one grouped query with a left join, so an item holding none still
// comes, counted 0, in the items' own order.
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "@/server/db/types";
import type { Pagination } from "@/server/http/pagination";

type SortedTable = PgTable & { id: PgColumn; sortOrder: PgColumn };

/** The rows counted for each item: those of `table` whose `owner` column names it and that meet `condition`. */
export type CountedChildren = { table: PgTable & { id: PgColumn }; owner: PgColumn; condition: SQL | undefined };

/** The rows of `table` meeting `where`, in their sort order (one page of them with `page`), each with its count of `children`. */
export async function rowsWithChildCount<Table extends SortedTable>(
  db: Database,
  table: Table,
  children: CountedChildren,
  where: SQL | undefined,
  page?: Pagination,
): Promise<Array<{ row: Table["$inferSelect"]; count: number }>> {
  const source: PgTable = table;
  const count = sql<number>`cast(count(${children.table.id}) as integer)`;
  const query = db
    .select({ row: source, count })
    .from(source)
    .leftJoin(children.table, and(eq(children.owner, table.id), children.condition))
    .where(where)
    .groupBy(table.id)
    .orderBy(asc(table.sortOrder), asc(table.id));
  const rows = page ? await query.limit(page.perPage).offset(page.offset) : await query;
  return rows as Array<{ row: Table["$inferSelect"]; count: number }>;
}
