// The discount code (SPEC §7 "coupon check at v1/coupon/check"), shared by the reservation form's
// "بررسی کد" button, GET /v1/coupon/check and the reservation schema.
import { z } from "zod";
import { maxLength, optional, regex, requiredText } from "../rules";
import { choiceId } from "./common";
import { COUPON_LABEL } from "./coupon-terms";

/** A code as typed (any case, any digit script): Latin letters, digits and dashes; upper-cased. */
export const couponCode = requiredText(COUPON_LABEL)
  .pipe(maxLength(COUPON_LABEL, 32))
  .pipe(regex(COUPON_LABEL, /^[A-Za-z0-9-]+$/))
  .transform((code) => code.toUpperCase());

export const couponCheckSchema = z.object({
  code: couponCode,
  service_id: optional(choiceId("نوع خدمت")),
});

export type CouponCheckInput = z.input<typeof couponCheckSchema>;
