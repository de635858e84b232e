import "server-only";
// "Most visited" counts one view per detail request, including the ones the shared cache answers:
// the entry replays a cached detail's views here (entry/response-cache.mjs), and they are
// added up and written in one statement per entity a moment later, so a busy page costs the
// database one write a second instead of one a view.
import { log } from "@/server/log";
import { eq, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { getDb, type Database } from "@/server/db/client";
import {
  businesses,
  events,
  faqItems,
  freelancers,
  hitechProjects,
  jobPositions,
  mentors,
  presents,
} from "@/server/db/schema";
import { responseCacheBridge } from "@/server/cache/response-cache-bridge";

type CountedTable = PgTable & { id: AnyPgColumn; viewCount: AnyPgColumn };

export async function countView(db: Database, table: CountedTable, id: number, views = 1): Promise<void> {
  await db
    .update(table)
    .set({ viewCount: sql`${table.viewCount} + ${views}` } as never)
    .where(eq(table.id, id));
}

/** A kind's view counter for its detail read (catalogDetail's recordView): one more view of the row. */
export function viewCounter(table: CountedTable): (db: Database, id: number) => Promise<void> {
  return (db, id) => countView(db, table, id);
}

// The detail reads that count views, by the type their cache tags name (server/cache/public-reads.ts).
const COUNTED: Record<string, CountedTable> = {
  event: events,
  business: businesses,
  mentor: mentors,
  freelancer: freelancers,
  job: jobPositions,
  hitech: hitechProjects,
  present: presents,
  faq: faqItems,
};

const FLUSH_AFTER_MS = 1000;
const pending = new Map<string, number>();
let flushing: ReturnType<typeof setTimeout> | undefined;

async function flushReplayedViews(): Promise<void> {
  flushing = undefined;
  const batch = [...pending];
  pending.clear();
  const db = await getDb();
  for (const [view, count] of batch) {
    const [type, id] = view.split(":");
    const table = COUNTED[type ?? ""];
    const entityId = Number(id);
    if (table && Number.isSafeInteger(entityId)) await countView(db, table, entityId, count);
  }
}

/** Views of answers the shared cache sent ("job:12"), written within a second. */
export function recordReplayedViews(views: readonly string[]): void {
  for (const view of views) pending.set(view, (pending.get(view) ?? 0) + 1);
  flushing ??= setTimeout(() => {
    flushReplayedViews().catch((error: unknown) =>
      log.error({ err: error instanceof Error ? error.name : typeof error }, "views not counted"),
    );
  }, FLUSH_AFTER_MS);
}

// Loaded with the first detail read, which always comes before the cache can replay one.
const bridge = responseCacheBridge();
if (bridge) bridge.recordViews = recordReplayedViews;
