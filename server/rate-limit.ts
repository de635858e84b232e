import "server-only";
// Fixed-window rate limits shared by every instance on the same database (one atomic upsert per
// hit). Answers 429 with Retry-After and X-Rate-Limit-* through tooManyRequests().
import { sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { tooManyRequests } from "@/server/http/errors";

export type LimitResult = { allowed: boolean; count: number; limit: number; retryAfterSeconds: number };

export type Counter = { key: string; limit: number; windowSeconds: number };

/**
 * Counts one hit on each counter in a single statement (one round trip however many apply);
 * answers them in the order given.
 */
export async function hitAll(counters: Counter[]): Promise<LimitResult[]> {
  if (!counters.length) return [];
  const db = await getDb();
  const rows = sql.join(
    counters.map((c) => sql`(${c.key}, 1, now() + make_interval(secs => ${c.windowSeconds}))`),
    sql`, `,
  );
  const result = await db.execute(sql`
    insert into rate_limits (key, count, reset_at)
    values ${rows}
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning key, count, extract(epoch from (reset_at - now())) as retry_after`);
  const byKey = new Map((result as unknown as { rows: Array<{ key: string; count: number; retry_after: string | number }> }).rows.map((row) => [row.key, row]));
  return counters.map((c) => {
    const row = byKey.get(c.key)!;
    const count = Number(row.count);
    return { allowed: count <= c.limit, count, limit: c.limit, retryAfterSeconds: Math.max(1, Math.ceil(Number(row.retry_after))) };
  });
}

export async function hit(key: string, limit: number, windowSeconds: number): Promise<LimitResult> {
  const [result] = await hitAll([{ key, limit, windowSeconds }]);
  return result!;
}

/** Counts a hit and throws 429 past the limit. */
export async function enforce(key: string, limit: number, windowSeconds: number): Promise<void> {
  const result = await hit(key, limit, windowSeconds);
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds, limit, 0);
}

/** Forgets a key (e.g. failed password attempts after a success). */
export async function reset(key: string): Promise<void> {
  const db = await getDb();
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
