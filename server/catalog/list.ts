import "server-only";
// One page of a list and how many rows match in all, read side by side: every public catalog list
// (its public rule, search and filters as conditions) and every signed-in user's own list (bound to
// the owner) answer a page this way, so the Yii2 headers' total always counts the page's conditions.
import { and, eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "@/server/db/types";
import type { Pagination } from "@/server/http/pagination";
import { countAll } from "./query";

export type PageOfRows<Row> = { rows: Row[]; total: number };

export type ListRead = {
  /** Every condition a row must meet; an undefined one (a filter not asked for) is left out. */
  where: ReadonlyArray<SQL | undefined>;
  /** The whole order, ending in a unique column so pages never overlap. */
  order: SQL[];
};

/** A page of the table's rows meeting every condition, in order, and the number of them in all. */
export async function readPage<Table extends PgTable>(
  db: Database,
  table: Table,
  { where, order }: ListRead,
  page: Pagination,
): Promise<PageOfRows<Table["$inferSelect"]>> {
  const condition = and(...where);
  const source: PgTable = table;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(source)
      .where(condition)
      .orderBy(...order)
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ total: countAll }).from(source).where(condition),
  ]);
  return { rows: rows as Table["$inferSelect"][], total };
}

/** A table whose rows belong to one user (an address, a legal record, a request). */
export type OwnedTable = PgTable & { id: AnyPgColumn; userId: AnyPgColumn };

/** The user's own rows, or with `id` their one row: another user's row is simply not found. */
export function ownedBy(table: OwnedTable, userId: number, id?: number): SQL {
  return id === undefined ? eq(table.userId, userId) : and(eq(table.id, id), eq(table.userId, userId))!;
}

/** How many rows the user has (the account's caps on addresses and legal records). */
export async function countOwned(db: Database, table: OwnedTable, userId: number): Promise<number> {
  const source: PgTable = table;
  const [{ total } = { total: 0 }] = await db.select({ total: countAll }).from(source).where(ownedBy(table, userId));
  return total;
}
