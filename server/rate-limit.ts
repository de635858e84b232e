import "server-only";
// Fixed-window rate limits shared by every instance on the same database (one atomic upsert per
// hit). Answers 429 with Retry-After and X-Rate-Limit-* through tooManyRequests().
import { sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { tooManyRequests } from "@/server/http/errors";
import { toPersianDigits } from "@/shared/format/digits";
import { persianDuration } from "@/shared/format/duration";
import { statusMessages } from "@/shared/status-messages";

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
  const byKey = new Map(
    (result as unknown as { rows: Array<{ key: string; count: number; retry_after: string | number }> }).rows.map(
      (row) => [row.key, row],
    ),
  );
  return counters.map((c) => {
    const row = byKey.get(c.key)!;
    const count = Number(row.count);
    return {
      allowed: count <= c.limit,
      count,
      limit: c.limit,
      retryAfterSeconds: Math.max(1, Math.ceil(Number(row.retry_after))),
    };
  });
}

export async function hit(key: string, limit: number, windowSeconds: number): Promise<LimitResult> {
  const [result] = await hitAll([{ key, limit, windowSeconds }]);
  return result!;
}

/**
 * Counts one use only while the counter is under `limit` (a refusal leaves it as it was): for a
 * budget of things actually done, such as SMS sent, which refused attempts must not use up.
 */
export async function takeWithin(key: string, limit: number, windowSeconds: number): Promise<LimitResult> {
  const db = await getDb();
  const taken = (await db.execute(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    where rate_limits.reset_at <= now() or rate_limits.count < ${limit}
    returning count, extract(epoch from (reset_at - now())) as retry_after`)) as unknown as {
    rows: Array<{ count: number; retry_after: string | number }>;
  };
  const row = taken.rows[0];
  if (row)
    return {
      allowed: Number(row.count) <= limit,
      count: Number(row.count),
      limit,
      retryAfterSeconds: Math.max(1, Math.ceil(Number(row.retry_after))),
    };
  const held = (await db.execute(
    sql`select count, extract(epoch from (reset_at - now())) as retry_after from rate_limits where key = ${key}`,
  )) as unknown as {
    rows: Array<{ count: number; retry_after: string | number }>;
  };
  return {
    allowed: false,
    count: Number(held.rows[0]?.count ?? limit),
    limit,
    retryAfterSeconds: Math.max(1, Math.ceil(Number(held.rows[0]?.retry_after ?? windowSeconds))),
  };
}

/**
 * The 429 message of a limit: which one was reached (`what`, a clause such as «از این شبکه در یک
 * ساعت ۲۰ کد ورود خواسته شده است») and when to try again, in Persian digits.
 */
export function limitMessage(what: string, retryAfterSeconds: number): string {
  return `${what}؛ لطفاً ${persianDuration(retryAfterSeconds)} دیگر دوباره تلاش کنید.`;
}

/** The 429 of a limit reached, naming it and when to try again. */
export function limitReached(result: Pick<LimitResult, "limit" | "retryAfterSeconds">, what: string) {
  return tooManyRequests(result.retryAfterSeconds, result.limit, 0, limitMessage(what, result.retryAfterSeconds));
}

/**
 * Counts a hit and throws 429 past the limit. `what` names the limit for the message (default:
 * SPEC §8's 429 message, with how many requests from the caller's network in how long).
 */
export async function enforce(key: string, limit: number, windowSeconds: number, what?: string): Promise<void> {
  const result = await hit(key, limit, windowSeconds);
  if (!result.allowed)
    throw limitReached(
      result,
      what ??
        `${statusMessages(429).message} (بیش از ${toPersianDigits(limit)} درخواست در ${persianDuration(windowSeconds)} از این شبکه)`,
    );
}

/** Forgets a key (e.g. failed password attempts after a success). */
export async function reset(key: string): Promise<void> {
  const db = await getDb();
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
