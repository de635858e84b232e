// The discount code check of SPEC §7 (GET /v1/coupon/check), as the reservation form calls it.
import type { CouponCheck } from "@/shared/types/coupons";
import type { ApiCallOptions, ApiClient } from "../client";

/** Whether a code applies; `percent` is 0 and `title` null when it does not. */

export const couponsApi = {
  check: (client: ApiClient, code: string, serviceId?: number, options?: ApiCallOptions) =>
    client.get<CouponCheck>("/v1/coupon/check", {
      skipProgress: true,
      ...options,
      params: { code, service_id: serviceId },
    }),
};
