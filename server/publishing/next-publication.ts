import "server-only";
// The next moment content scheduled by the desk goes public (its publish_at), per kind of public
// answer: a cached answer that shows a kind keeps no longer than that (server/cache/clock.ts), so
// the item shows at its moment on every instance and after a restart, with no write then to drop
// the answer. Events are not here: their moments (publish_at and every end) are nextEventChange's.
import { and, eq, gt, min } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { ContentType } from "@/server/cache/public-reads";
import type { ContentTable } from "@/server/publishing/writes";
import type { Database } from "@/server/db/client";
import { CONTENT_TABLES } from "./content-tables";

/** The kinds whose answers can wait for a publish_at: all but events (nextEventChange's) and the site's settings (no schedule). */
type ScheduledKind = Exclude<ContentType, "event" | "site">;

/** The tables whose scheduled rows a kind's public answers show (a hidden career unit or branch hides what is in it, so it counts too). */
const SCHEDULED_TABLES: Record<ScheduledKind, readonly ContentTable[]> = {
  business: [CONTENT_TABLES.businesses],
  mentor: [CONTENT_TABLES.mentors],
  freelancer: [CONTENT_TABLES.freelancers],
  job: [CONTENT_TABLES.jobs, CONTENT_TABLES.job_units],
  hitech: [CONTENT_TABLES.projects],
  present: [CONTENT_TABLES.presents],
  faq: [CONTENT_TABLES.faq],
  page: [CONTENT_TABLES.pages],
  workspace: [CONTENT_TABLES.branches, CONTENT_TABLES.spaces, CONTENT_TABLES.plans],
};

const isScheduledKind = (type: string): type is ScheduledKind => Object.hasOwn(SCHEDULED_TABLES, type);

/** The soonest publish_at still ahead of `now` among the published rows the answers of `types` show, or null. */
export async function nextPublication(
  db: Database,
  types: readonly string[],
  now: Date = new Date(),
): Promise<Date | null> {
  const tables = [...new Set(types.filter(isScheduledKind).flatMap((type) => SCHEDULED_TABLES[type]))];
  const soonest = tables.map((table) =>
    db
      .select({ at: min(table.publishAt) })
      .from(table)
      .where(and(eq(table.status, "published"), gt(table.publishAt, now))),
  );
  if (!soonest.length) return null;
  // One statement: the caller may hold a single connection, which takes one query at a time.
  const [first, second, ...rest] = soonest;
  const rows = second ? await unionAll(first!, second, ...rest) : await first!;
  const moments = rows.map((row) => row.at).filter((at): at is Date => at instanceof Date);
  return moments.length ? new Date(Math.min(...moments.map((at) => at.getTime()))) : null;
}
