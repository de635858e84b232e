import "server-only";
// Demo discount codes for workspace reservations: a student code for desks, a general code, and
// one that has expired (so the site can show each answer of the coupon check).
import type { Database } from "@/server/db/types";
import { coupons } from "@/server/db/schema";
import { daysFromNow, pick } from "./helpers";
import { upsertOn } from "./upsert";

type SeedCoupon = { code: string; title: string; percent: number; services: string[]; validForDays: number | null };

const COUPONS: SeedCoupon[] = [
  {
    code: "STUDENT20",
    title: "تخفیف دانشجویی",
    percent: 20,
    services: ["hot-desk", "dedicated-desk"],
    validForDays: 180,
  },
  { code: "AVINOX10", title: "تخفیف اعضای جامعه آوینوکس", percent: 10, services: [], validForDays: null },
  { code: "YALDA30", title: "جشنواره شب یلدا", percent: 30, services: [], validForDays: -10 },
];

/** Upserts the demo codes by code (re-seeding refreshes their dates). */
export async function seedCoupons(db: Database): Promise<void> {
  for (const c of COUPONS) {
    const values = {
      ...pick(c, ["code", "title", "percent", "services"]),
      validUntil: c.validForDays === null ? null : daysFromNow(c.validForDays, 23, 59),
      status: "published" as const,
    };
    await upsertOn(db, coupons, coupons.code, values);
  }
}
