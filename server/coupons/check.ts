import "server-only";
// Whether a discount code applies to a service: it exists and is public (published in the content
// desk, its publish_at come: a draft, an archived or a scheduled code is as unknown as a code that
// never was), then the terms (validation/requests/coupon-terms.ts couponAnswer): its window (not
// before starts_at, not after valid_until), its uses (max_uses: the reservation requests that carry
// it, ./uses.ts), and its services (every service, or the listed ones by slug).
import { and, eq } from "drizzle-orm";
import type { CouponCheck } from "@/shared/types/coupons";
import type { Database } from "@/server/db/client";
import { publicCoupon } from "@/server/publishing/lifecycle";
import { coupons, services } from "@/server/db/schema";
import { couponAnswer, unknownCoupon } from "@/validation/requests/coupon-terms";
import { couponUses } from "./uses";

/** The chosen service's slug (undefined: none chosen; null: no such service). */
async function serviceSlug(db: Database, serviceId: number | undefined): Promise<string | null | undefined> {
  if (serviceId === undefined) return undefined;
  const [service] = await db.select({ slug: services.slug }).from(services).where(eq(services.id, serviceId)).limit(1);
  return service?.slug ?? null;
}

/** `code` as the schema leaves it (trimmed, upper-cased); `serviceId` the chosen service, if any. */
export async function checkCoupon(db: Database, code: string, serviceId: number | undefined): Promise<CouponCheck> {
  const now = new Date();
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.code, code), publicCoupon(now)))
    .limit(1);
  if (!coupon) return unknownCoupon();
  // Counted only for a code with a limit.
  const uses = coupon.maxUses === null ? 0 : await couponUses(db, coupon.code);
  return couponAnswer(coupon, uses, await serviceSlug(db, serviceId), now);
}
