// POST /api/v1/reservation/create: a workspace reservation request (user_name, user_birthday,
// user_activity, user_experience, user_mobile, user_email, service, branch, location_id,
// location_plan_id, coupon, manager, topic, date, accept; captcha for anonymous senders). The date
// must be a day the branch is open and the plan has a place left, and a discount code with a limit
// must have a use left.
import { assertCouponUseLeft } from "@/server/coupons/uses";
import { requestRoute } from "@/server/requests/create";
import { assertDayOpen } from "@/server/reservations/calendar";
import { reservationSubject } from "@/server/reservations/workspace";
import { reservationSchema } from "@/validation/requests/reservation";

export const dynamic = "force-dynamic";

export const POST = requestRoute({
  kind: "reservation",
  schema: reservationSchema,
  contact: (input) => ({ mobile: input.user_mobile, fullName: input.user_name }),
  subject: reservationSubject,
  // Not on a day the branch is closed or the plan is full (counted under a lock on the plan), nor
  // with a code used up meanwhile (counted under a lock on the code).
  inTransaction: async (tx, input) => {
    await assertDayOpen(tx, input.location_plan_id, input.date);
    if (input.coupon) await assertCouponUseLeft(tx, input.coupon);
  },
});
