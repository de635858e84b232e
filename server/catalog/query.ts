import "server-only";
// Building blocks every catalog list shares: search over `search_text`, sort from the `sort`
// param (Yii2 style: `sort=-view_count`), and one query that returns a page and the total.
import { and, asc, desc, ilike, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { searchWords } from "@/shared/format/persian-text";

/** Longest query text a list reads; a search box never sends more, and a megabyte of it would
 *  cost every row a long ILIKE. */
const MAX_QUERY_LENGTH = 200;

/** Every word of the query must appear in the entity's normalised search text. */
export function searchCondition(column: AnyColumn | SQL, query: string | null | undefined): SQL | undefined {
  const words = query ? searchWords(query.slice(0, MAX_QUERY_LENGTH)) : [];
  if (!words.length) return undefined;
  return and(...words.map((word) => ilike(column, `%${word}%`)));
}

/**
 * `sort=a` ascending, `sort=-a` descending, among the allowed names; otherwise the default. Only
 * the table's own names count: `sort=__proto__` or `constructor` must not find Object.prototype.
 */
export function orderBy(
  raw: string | null | undefined,
  allowed: Record<string, AnyColumn | SQL>,
  fallback: SQL[],
): SQL[] {
  const value = raw?.trim() ?? "";
  const descending = value.startsWith("-");
  const name = descending ? value.slice(1) : value;
  const column = Object.hasOwn(allowed, name) ? allowed[name] : undefined;
  if (!column) return fallback;
  return [descending ? desc(column) : asc(column), ...fallback];
}

/** `sort=newest` is the site's name for `-created_at` (the freelancer, mentor and project lists). */
export function normalizeSort(sort: string | null | undefined): string | null | undefined {
  return sort?.trim() === "newest" ? "-created_at" : sort;
}

/** Total rows for a list query, as a number. */
export const countAll = sql<number>`cast(count(*) as integer)`;

/** The integer id of a query param, or undefined for anything else. */
export function intParam(raw: string | null): number | undefined {
  if (!raw || !/^\d{1,9}$/.test(raw.trim())) return undefined;
  return Number(raw);
}
