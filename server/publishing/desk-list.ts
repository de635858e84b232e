import "server-only";
// The desk's list of a kind, as every kind filters and orders it: by state ("scheduled" too), by
// the words asked for in the kind's search column, in the order `sort` names among the kind's
// sortable columns (the last edited first otherwise), one page at a time; and the list a kind's
// routes answer with (deskList): what it shows of a row, with the row's content state after it.
import { desc, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { readPage } from "@/server/catalog/list";
import { orderBy, searchCondition } from "@/server/catalog/query";
import type { Database } from "@/server/db/types";
import type { Pagination } from "@/server/http/pagination";
import type { ContentState } from "@/shared/types/content";
import { contentState, contentStatusCondition, type ContentFilter, type ContentRow, type ContentTable } from "./writes";

export type DeskListQuery = {
  /** The column the desk's search box looks in. */
  search: AnyColumn | SQL;
  /** The kind's own columns `sort` may name (a leading "-" for descending), beside updated_at and created_at, which every kind sorts by. */
  sorts?: Record<string, AnyColumn | SQL>;
  /** The kind's own filters (the FAQ's category). */
  where?: Array<SQL | undefined>;
  /** The order without `sort`, and after it: the last edited first. */
  fallback?: SQL[];
};

/** One page of a kind's rows whatever their state, how many match in all, and the moment their state was read at. */
export async function listDeskRows<Row extends ContentRow>(
  db: Database,
  table: ContentTable & { createdAt: PgColumn },
  filter: ContentFilter,
  page: Pagination,
  query: DeskListQuery,
): Promise<{ rows: Row[]; total: number; now: Date }> {
  const now = new Date();
  const where = [
    contentStatusCondition(table, filter.status, now),
    searchCondition(query.search, filter.q),
    ...(query.where ?? []),
  ];
  const sorts = { updated_at: table.updatedAt, ...query.sorts, created_at: table.createdAt };
  const order = orderBy(filter.sort, sorts, query.fallback ?? [desc(table.updatedAt), desc(table.id)]);
  const { rows, total } = await readPage(db, table, { where, order }, page);
  return { rows: rows as Row[], total, now };
}

/** What a kind's list item shows beside its content state (the list adds the state to each). */
export type ListedFields<Item> = Omit<Item, keyof ContentState>;

/** The desk's list as a kind's routes read it (`params`: the query, for a kind's own filters). */
export type DeskListRead = (
  db: Database,
  filter: ContentFilter,
  page: Pagination,
  params: URLSearchParams,
) => Promise<{ items: unknown[]; total: number }>;

type DeskTable = ContentTable & { createdAt: PgColumn; $inferSelect: ContentRow };

/**
 * A kind's desk list: its rows searched and sorted by `query` (a function of the query string for a
 * kind with its own filter), what the page's rows need read once (`load`: their categories' names),
 * and each row's item (`item`), its content state added after it.
 */
export function deskList<Table extends DeskTable, Loaded = undefined>(
  table: Table,
  spec: {
    query: DeskListQuery | ((params: URLSearchParams) => DeskListQuery);
    load?: (db: Database, rows: Array<Table["$inferSelect"]>) => Promise<Loaded>;
    item: (row: Table["$inferSelect"], now: Date, loaded: Loaded) => object;
  },
): DeskListRead {
  return async (db, filter, page, params) => {
    const query = typeof spec.query === "function" ? spec.query(params) : spec.query;
    const { rows, total, now } = await listDeskRows<Table["$inferSelect"]>(db, table, filter, page, query);
    const loaded = (await spec.load?.(db, rows)) as Loaded;
    return { items: rows.map((row) => ({ ...spec.item(row, now, loaded), ...contentState(row, now) })), total };
  };
}
