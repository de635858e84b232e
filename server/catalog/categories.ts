import "server-only";
// The category tables of the people catalogs (freelancer and mentor categories: id, slug, name):
// the list's `category=slug` filter, the `expand=category` load, and the request forms' id check.
import { eq, inArray, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "@/server/db/types";

export type CategoryTable = PgTable & { id: AnyPgColumn; slug: AnyPgColumn };

/** Rows whose category is the one with this slug, as a subquery (no extra round trip). */
export function inCategory(db: Database, categoryId: AnyPgColumn, categories: CategoryTable, slug: string): SQL {
  const source: PgTable = categories;
  return inArray(categoryId, db.select({ id: categories.id }).from(source).where(eq(categories.slug, slug)));
}

/** The categories of these rows when `expand=category` asks for them (none otherwise), in one query. */
export async function expandedCategories<Table extends CategoryTable>(
  db: Database,
  categories: Table,
  rows: ReadonlyArray<{ categoryId: number }>,
  expand: ReadonlySet<string>,
): Promise<Array<Table["$inferSelect"]>> {
  const ids = [...new Set(rows.map((r) => r.categoryId))];
  if (!expand.has("category") || !ids.length) return [];
  const source: PgTable = categories;
  return (await db.select().from(source).where(inArray(categories.id, ids))) as Array<Table["$inferSelect"]>;
}

/** Whether a category of that id exists (the request forms choose one from the list). */
export async function categoryExists(db: Database, categories: CategoryTable, id: number): Promise<boolean> {
  const source: PgTable = categories;
  const [row] = await db.select({ id: categories.id }).from(source).where(eq(categories.id, id)).limit(1);
  return Boolean(row);
}
