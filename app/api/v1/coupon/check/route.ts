// GET /api/v1/coupon/check?code=&service_id=: whether a discount code applies to a service,
// answered as {valid, percent, title, message}; rate limited per address.
import { checkCoupon } from "@/server/coupons/check";
import { getDb } from "@/server/db/client";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { clientNetwork } from "@/server/http/client-address";
import { enforce } from "@/server/rate-limit";
import { couponCheckQuery } from "@/validation/queries/requests";
import { parseQuery } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const params = new URL(request.url).searchParams;
    const input = parseQuery(couponCheckQuery, params);
    await enforce(`coupon-check:${clientNetwork(request)}`, 30, 600);
    return checkCoupon(await getDb(), input.code, input.service_id);
  },
  { cache: notShared },
);
