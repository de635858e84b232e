import "server-only";
// The two ways a seeder writes a demo row again without doubling it: on the conflict of a unique
// column (a slug, a code), or by a natural key the table does not enforce (a person's name, a
// space's name in its branch). Both answer the row's id.
import { eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "@/server/db/types";

export type TableWithId = PgTable & { id: PgColumn };

/** Inserts `values`, or on a conflict of `unique` sets `set` (by default the same values). */
export async function upsertOn<T extends TableWithId>(
  db: Database,
  table: T,
  unique: PgColumn,
  values: PgInsertValue<T>,
  set: PgUpdateSetSource<T> = values as PgUpdateSetSource<T>,
): Promise<number> {
  const [row] = await db
    .insert(table)
    .values(values)
    .onConflictDoUpdate({ target: unique, set })
    .returning({ id: table.id });
  return row!.id as number;
}

/** Updates the row that `naturalKey` finds with `values`, or inserts them when there is none. */
export async function saveByNaturalKey<T extends TableWithId>(
  db: Database,
  table: T,
  naturalKey: SQL | undefined,
  values: PgInsertValue<T>,
): Promise<number> {
  const [existing] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(naturalKey)
    .limit(1);
  const [row] = existing
    ? await db
        .update(table)
        .set(values as PgUpdateSetSource<T>)
        .where(eq(table.id, existing.id))
        .returning({ id: table.id })
    : await db.insert(table).values(values).returning({ id: table.id });
  return row!.id as number;
}

/** Upserts slug and name pairs (tags, categories) by slug; answers the id of each slug. */
export async function upsertSlugNames<T extends TableWithId & { slug: PgColumn }>(
  db: Database,
  table: T,
  rows: ReadonlyArray<readonly [slug: string, name: string]>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [slug, name] of rows)
    ids.set(slug, await upsertOn(db, table, table.slug, { slug, name } as PgInsertValue<T>));
  return ids;
}
