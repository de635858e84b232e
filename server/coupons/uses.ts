import "server-only";
// How many times a discount code has been used: the workspace reservation requests that carry it
// (the stored payload keeps the code as the schema left it, upper-cased: server/reservations/workspace.ts),
// whatever became of them.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/server/db/types";
import { countAll } from "@/server/catalog/query";
import { requests } from "@/server/db/schema";

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
