import "server-only";
// How many items of each kind the content desk's home shows in each state: one query a kind, in
// the API (the home asked every list five times over HTTP before, some sixty calls a render).
import { and, eq, gt, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import type { Database } from "@/server/db/types";
import { apiHandler } from "@/server/http/handler";
import { COUNTED_CONTENT_KINDS, type CountedContentKind } from "@/shared/content";
import type { ContentStateCounts } from "@/shared/types/content";
import { CONTENT_TABLES } from "./content-tables";
import { requireEditor } from "./http";
import type { ContentTable } from "./writes";

const countWhere = (condition: ReturnType<typeof eq> | undefined) =>
  sql<number>`cast(count(*) filter (where ${condition}) as integer)`;

/** A kind's counts, as the desk's state filters count them (./writes.ts contentStatusCondition). */
async function stateCounts(db: Database, table: ContentTable, now: Date): Promise<ContentStateCounts> {
  const [row] = await db
    .select({
      all: sql<number>`cast(count(*) as integer)`,
      draft: countWhere(eq(table.status, "draft")),
      scheduled: countWhere(and(eq(table.status, "published"), gt(table.publishAt, now))),
      published: countWhere(eq(table.status, "published")),
      archived: countWhere(eq(table.status, "archived")),
    })
    .from(table);
  return row ?? { all: 0, draft: 0, scheduled: 0, published: 0, archived: 0 };
}

export async function contentStateCounts(
  db: Database,
  now = new Date(),
): Promise<Record<CountedContentKind, ContentStateCounts>> {
  const counted = await Promise.all(COUNTED_CONTENT_KINDS.map((kind) => stateCounts(db, CONTENT_TABLES[kind], now)));
  return Object.fromEntries(COUNTED_CONTENT_KINDS.map((kind, i) => [kind, counted[i]!])) as Record<
    CountedContentKind,
    ContentStateCounts
  >;
}

/** GET /api/v1/admin/content/counts (editors, admins). */
export const contentCountsRoute = apiHandler(async (request: Request) => {
  await requireEditor(request);
  return contentStateCounts(await getDb());
});
