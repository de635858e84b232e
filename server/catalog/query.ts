import "server-only";
// Building blocks every catalog list shares: search over `search_text`, sort from the `sort`
// param (Yii2 style: `sort=-view_count`), and one query that returns a page and the total.
import { and, asc, desc, ilike, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { searchWords } from "@/lib/format/persian-text";

/** Every word of the query must appear in the entity's normalised search text. */
export function searchCondition(column: AnyColumn, query: string | null | undefined): SQL | undefined {
  const words = query ? searchWords(query) : [];
  if (!words.length) return undefined;
  return and(...words.map((word) => ilike(column, `%${word}%`)));
}

/** `sort=a` ascending, `sort=-a` descending, among the allowed names; otherwise the default. */
export function orderBy(
  raw: string | null | undefined,
  allowed: Record<string, AnyColumn | SQL>,
  fallback: SQL[],
): SQL[] {
  const value = raw?.trim() ?? "";
  const descending = value.startsWith("-");
  const name = descending ? value.slice(1) : value;
  const column = allowed[name];
  if (!column) return fallback;
  return [descending ? desc(column) : asc(column), ...fallback];
}

/** Total rows for a list query, as a number. */
export const countAll = sql<number>`cast(count(*) as integer)`;

/** The integer id of a query param, or undefined for anything else. */
export function intParam(raw: string | null): number | undefined {
  if (!raw || !/^\d{1,9}$/.test(raw.trim())) return undefined;
  return Number(raw);
}
