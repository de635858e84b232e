// The answer of a discount-code check (GET v1/coupon/check).
export type CouponCheck = { valid: boolean; percent: number; title: string | null; message: string };
