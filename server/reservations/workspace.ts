import "server-only";
// What a workspace reservation is about: the chosen plan, checked against the chosen branch, space
// and service (each mismatch is a 422 on its field; a branch, space or plan the public cannot see is not
// found), with the discount code checked again. The
// stored request keeps the plan's price at the time and the code's percent.
import { eq, type SQL } from "drizzle-orm";
import { firstRow } from "@/server/catalog/find";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { publicBranch, publicLocation, publicPlan } from "@/server/publishing/lifecycle";
import type { Database } from "@/server/db/client";
import { branches, locationPlans, locations, services } from "@/server/db/schema";
import { ValidationFailure } from "@/server/http/validation";
import type { Subject } from "@/server/requests/create";
import { checkCoupon } from "@/server/coupons/check";
import { discountedPrice } from "@/validation/requests/coupon-terms";
import type { Reservation } from "@/validation/requests/reservation";

export const RESERVATION_MESSAGES = {
  branch: "شعبه انتخاب‌شده پیدا نشد",
  location: "فضای انتخاب‌شده پیدا نشد",
  locationBranch: "این فضا در شعبه انتخاب‌شده نیست",
  service: "نوع خدمت انتخاب‌شده پیدا نشد",
  plan: "پلن انتخاب‌شده پیدا نشد یا دیگر فعال نیست",
  planLocation: "این پلن برای فضای انتخاب‌شده نیست",
  planService: "این پلن از نوع خدمت انتخاب‌شده نیست",
} as const;

/** What the API adds to the stored form: the plan's price then, and the discount applied. */
export type ReservationPricing = {
  plan_price: number;
  final_price: number;
  coupon_percent: number | null;
  coupon_title: string | null;
};

type ChosenTable = PgTable & { id: AnyPgColumn };

/** The message of each choice's 422 when the public cannot see what it names. */
const NOT_FOUND_MESSAGE = {
  branch: RESERVATION_MESSAGES.branch,
  location_id: RESERVATION_MESSAGES.location,
  service: RESERVATION_MESSAGES.service,
  location_plan_id: RESERVATION_MESSAGES.plan,
} as const;

/** The row the input's `field` chooses, if the public can see it (`visible`), or a 422 on that field. */
async function chosen<Table extends ChosenTable>(
  db: Database,
  table: Table,
  visible: SQL | undefined,
  input: Reservation,
  field: keyof typeof NOT_FOUND_MESSAGE,
): Promise<Table["$inferSelect"]> {
  const row = await firstRow(db, table, eq(table.id, input[field]), visible);
  if (!row) throw new ValidationFailure(field, NOT_FOUND_MESSAGE[field]);
  return row;
}

export async function reservationSubject(input: Reservation, db: Database): Promise<Subject> {
  const branch = await chosen(db, branches, publicBranch(), input, "branch");
  const location = await chosen(db, locations, publicLocation(), input, "location_id");
  if (location.branchId !== branch.id) throw new ValidationFailure("location_id", RESERVATION_MESSAGES.locationBranch);
  const service = await chosen(db, services, undefined, input, "service");
  const plan = await chosen(db, locationPlans, publicPlan(), input, "location_plan_id");
  if (plan.locationId !== location.id)
    throw new ValidationFailure("location_plan_id", RESERVATION_MESSAGES.planLocation);
  if (plan.serviceId !== service.id) throw new ValidationFailure("location_plan_id", RESERVATION_MESSAGES.planService);

  let percent: number | null = null;
  let couponTitle: string | null = null;
  if (input.coupon) {
    const check = await checkCoupon(db, input.coupon, service.id);
    if (!check.valid) throw new ValidationFailure("coupon", check.message);
    percent = check.percent;
    couponTitle = check.title;
  }
  // The payload createRequest stores is this parsed input: the pricing goes along with it.
  const pricing: ReservationPricing = {
    plan_price: plan.price,
    final_price: percent ? discountedPrice(plan.price, percent) : plan.price,
    coupon_percent: percent,
    coupon_title: couponTitle,
  };
  Object.assign(input, pricing);

  return { id: plan.id, title: `پلن ${plan.title} در ${location.name}، ${branch.name}` };
}
