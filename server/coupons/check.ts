import "server-only";
// Whether a discount code applies to a service: it exists and is public (published in the content
// desk, its publish_at come: a draft, an archived or a scheduled code is as unknown as a code that
// never was), its window is open (not before starts_at, not after valid_until), it has uses left
// (max_uses: the reservation requests that carry it, ./uses.ts), and it either applies to every
// service or lists this one (by slug).
import { and, eq } from "drizzle-orm";
import type { CouponCheck } from "@/shared/types/coupons";
import { toPersianDigits } from "@/shared/format/digits";
import type { Database } from "@/server/db/client";
import { publicCoupon } from "@/server/content/lifecycle";
import { coupons, services } from "@/server/db/schema";
import { COUPON_MESSAGES } from "@/validation/requests/coupon-terms";
import { couponUses } from "./uses";

const refused = (message: string): CouponCheck => ({ valid: false, percent: 0, title: null, message });

/** `code` as the schema leaves it (trimmed, upper-cased); `serviceId` the chosen service, if any. */
export async function checkCoupon(db: Database, code: string, serviceId: number | undefined): Promise<CouponCheck> {
  const now = new Date();
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.code, code), publicCoupon(now)))
    .limit(1);
  if (!coupon) return refused(COUPON_MESSAGES.unknown);
  if (coupon.startsAt && coupon.startsAt.getTime() > now.getTime()) return refused(COUPON_MESSAGES.notStarted);
  if (coupon.validUntil && coupon.validUntil.getTime() < now.getTime()) return refused(COUPON_MESSAGES.expired);
  if (coupon.maxUses !== null && (await couponUses(db, coupon.code)) >= coupon.maxUses) return refused(COUPON_MESSAGES.usedUp);
  if (coupon.services.length > 0) {
    if (serviceId === undefined) return refused(COUPON_MESSAGES.needsService);
    const [service] = await db.select({ slug: services.slug }).from(services).where(eq(services.id, serviceId)).limit(1);
    if (!service || !coupon.services.includes(service.slug)) return refused(COUPON_MESSAGES.otherService);
  }
  return {
    valid: true,
    percent: coupon.percent,
    title: coupon.title,
    message: `کد «${coupon.title}» پذیرفته شد: ${toPersianDigits(coupon.percent)}٪ تخفیف`,
  };
}
