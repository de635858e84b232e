import type { DeskListRow, DeskRecord } from "./content";

// The answer of a discount-code check (GET v1/coupon/check).
export type CouponCheck = { valid: boolean; percent: number; title: string | null; message: string };

// ---- the content desk's view (/api/v1/admin/content/...)

/** The editable fields of a discount code (validation/content/coupon.ts): the code is its identity (upper-cased, Latin letters, digits and dashes). */
export type AdminCouponContent = {
  code: string;
  title: string;
  /** Percent off, 1 to 100. */
  percent: number;
  /** The services' slugs it applies to; empty: every service. */
  services: string[];
  /** Not valid before (ISO 8601); null: from its publishing on. */
  starts_at: string | null;
  /** Not valid after (ISO 8601); null: no end. */
  valid_until: string | null;
  /** Reservation requests that may carry it; null: no limit. */
  max_uses: number | null;
};

/** The desk's discount code: `url` is where the public uses it (the reservation form); `former_slugs` is always empty (a code has no address of its own). */
export type AdminCoupon = DeskRecord<
  AdminCouponContent,
  {
    /** The reservation requests that carried it so far. */
    uses: number;
  }
>;

/** A row of the desk's list of discount codes. */
export type AdminCouponListItem = DeskListRow<
  AdminCoupon,
  "id" | "code" | "title" | "percent" | "services" | "starts_at" | "valid_until" | "max_uses" | "uses" | "url"
>;
