import "server-only";
// Whether a discount code applies to a service: it exists and is active, has not expired, and
// either applies to every service or lists this one (by slug).
import { eq } from "drizzle-orm";
import type { CouponCheck } from "@/shared/types/coupons";
import { toPersianDigits } from "@/shared/format/digits";
import type { Database } from "@/server/db/client";
import { coupons, services } from "@/server/db/schema";
import { COUPON_MESSAGES } from "@/validation/requests/coupon-terms";

const refused = (message: string): CouponCheck => ({ valid: false, percent: 0, title: null, message });

/** `code` as the schema leaves it (trimmed, upper-cased); `serviceId` the chosen service, if any. */
export async function checkCoupon(db: Database, code: string, serviceId: number | undefined): Promise<CouponCheck> {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  if (!coupon || !coupon.active) return refused(COUPON_MESSAGES.unknown);
  if (coupon.validUntil && coupon.validUntil.getTime() < Date.now()) return refused(COUPON_MESSAGES.expired);
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
