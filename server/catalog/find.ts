import "server-only";
// One row of a public kind: by id (and whatever else must hold: public, owned, still open), or by
// id or slug, where a slug the item had before the desk changed it still finds it (slug_redirects;
// the answer carries the current slug and the page redirects there).
import { and, eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "@/server/db/types";
import { redirectedSlugTarget } from "@/server/publishing/slugs";

/** The first row meeting every condition (an undefined one is left out), or undefined. */
export async function firstRow<Table extends PgTable>(
  db: Database,
  table: Table,
  ...where: Array<SQL | undefined>
): Promise<Table["$inferSelect"] | undefined> {
  const source: PgTable = table;
  const [row] = await db
    .select()
    .from(source)
    .where(and(...where))
    .limit(1);
  return row as Table["$inferSelect"] | undefined;
}

type SluggedTable = PgTable & { id: AnyPgColumn; slug: AnyPgColumn };

/** The public row by id or slug (`visible` says what the public sees); a former slug finds it too. */
export async function findByIdOrSlug<Table extends SluggedTable>(
  db: Database,
  table: Table,
  { entity, visible }: { entity: Parameters<typeof redirectedSlugTarget>[1]; visible: () => SQL },
  by: { id?: number; slug?: string },
): Promise<Table["$inferSelect"] | undefined> {
  const condition = by.id !== undefined ? eq(table.id, by.id) : by.slug ? eq(table.slug, by.slug) : undefined;
  if (!condition) return undefined;
  const row = await firstRow(db, table, condition, visible());
  if (row || by.id !== undefined || !by.slug) return row;
  const movedTo = await redirectedSlugTarget(db, entity, by.slug);
  return movedTo === undefined ? undefined : firstRow(db, table, eq(table.id, movedTo), visible());
}
