import "server-only";
// "Most visited" counts one view per detail request.
import { eq, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "@/server/db/client";

export async function countView(
  db: Database,
  table: PgTable & { id: AnyPgColumn; viewCount: AnyPgColumn },
  id: number,
): Promise<void> {
  await db
    .update(table)
    .set({ viewCount: sql`${table.viewCount} + 1` } as never)
    .where(eq(table.id, id));
}
