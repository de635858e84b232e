import "server-only";
// The club's ledger of a user: entries newest first, the total and the level it reaches.
import { and, desc, eq, sql } from "drizzle-orm";
import { type PointsSummary } from "@/shared/types/account";
import { clubLevelOf, pointReasonLabel } from "@/shared/club";
import type { Database } from "@/server/db/client";
import { pointEntries } from "@/server/db/schema";

/** How many of the latest entries the summary lists. */
export const LEDGER_LIMIT = 200;

export async function pointsTotal(db: Database, userId: number, reason?: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`cast(coalesce(sum(${pointEntries.points}), 0) as integer)` })
    .from(pointEntries)
    .where(and(eq(pointEntries.userId, userId), reason ? eq(pointEntries.reason, reason) : undefined));
  return row?.total ?? 0;
}

export async function pointsSummary(db: Database, userId: number): Promise<PointsSummary> {
  const [total, rows] = await Promise.all([
    pointsTotal(db, userId),
    db
      .select()
      .from(pointEntries)
      .where(eq(pointEntries.userId, userId))
      .orderBy(desc(pointEntries.createdAt), desc(pointEntries.id))
      .limit(LEDGER_LIMIT),
  ]);
  const { level, next } = clubLevelOf(total);
  return {
    total,
    level,
    next_level: next,
    points_to_next: next ? next.min - total : null,
    entries: rows.map((row) => ({
      id: row.id,
      points: row.points,
      reason: row.reason,
      reason_label: pointReasonLabel(row.reason),
      description: row.description,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
