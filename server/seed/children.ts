import "server-only";
// The rows a demo row owns (an event's sessions, a business's team) are written afresh on every
// seed: the old ones go and the demo's come back, so a re-seed never doubles them.
import { eq } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "@/server/db/types";
import { artUrl } from "@/server/media/art";

/** Deletes the rows of `table` whose `parent` column is `parentId`, then inserts `rows` (when there are any). */
export async function replaceChildren<T extends PgTable>(
  db: Database,
  table: T,
  parent: PgColumn,
  parentId: number,
  rows: ReadonlyArray<PgInsertValue<T>>,
): Promise<void> {
  // One after another: seeding may run on a single connection, which takes one query at a time.
  await db.delete(table).where(eq(parent, parentId));
  if (rows.length > 0) await db.insert(table).values([...rows]);
}

/** A demo gallery: one drawn picture per caption, named by the owner's slug and its place. */
export const demoGallery = (slug: string, captions: readonly string[]) =>
  captions.map((caption, i) => ({ image: artUrl("gallery", `${slug}-${i}`), caption, sortOrder: i }));
