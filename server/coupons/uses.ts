import "server-only";
// How many times a discount code has been used: the workspace reservation requests that carry it
// (the stored payload keeps the code as the schema left it, upper-cased: server/reservations/workspace.ts),
// whatever became of them.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/server/db/types";
import { countAll } from "@/server/catalog/query";
import { coupons, requests } from "@/server/db/schema";
import { ValidationFailure } from "@/server/http/validation";
import { COUPON_MESSAGES } from "@/validation/requests/coupon-terms";

const couponOf = sql<string>`${requests.payload}->>'coupon'`;

export async function couponUses(db: Database, code: string): Promise<number> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: countAll })
    .from(requests)
    .where(and(eq(requests.kind, "reservation"), eq(couponOf, code)));
  return total;
}

/** The uses of several codes at once (the desk's list), by code. */
export async function couponUsesOf(db: Database, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: couponOf, total: countAll })
    .from(requests)
    .where(and(eq(requests.kind, "reservation"), inArray(couponOf, codes)))
    .groupBy(couponOf);
  return new Map(rows.map((row) => [row.code, row.total]));
}

/**
 * In the reservation's transaction, just before it is stored: the code still has a use left. The
 * row lock queues concurrent reservations carrying the same limited code, so the count sees the
 * ones before (the check before it, ./check.ts, could not: two could pass it at once).
 */
export async function assertCouponUseLeft(db: Database, code: string): Promise<void> {
  const [coupon] = await db
    .select({ maxUses: coupons.maxUses })
    .from(coupons)
    .where(eq(coupons.code, code))
    .for("update");
  if (coupon?.maxUses == null) return;
  if ((await couponUses(db, code)) >= coupon.maxUses) throw new ValidationFailure("coupon", COUPON_MESSAGES.usedUp);
}
