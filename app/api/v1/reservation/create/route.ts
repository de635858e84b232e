// POST /api/v1/reservation/create: a workspace reservation request (user_name, user_birthday,
// user_activity, user_experience, user_mobile, user_email, service, branch, location_id,
// location_plan_id, coupon, manager, topic, date, accept; captcha for anonymous senders).
import { requestRoute } from "@/server/requests/create";
import { reservationSubject } from "@/server/reservations/workspace";
import { reservationSchema } from "@/validation/requests/reservation";

export const dynamic = "force-dynamic";

export const POST = requestRoute({
  kind: "reservation",
  schema: reservationSchema,
  captcha: true,
  contact: (input) => ({ mobile: input.user_mobile, fullName: input.user_name }),
  subject: reservationSubject,
});
