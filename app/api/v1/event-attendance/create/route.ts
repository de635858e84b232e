// POST /api/v1/event-attendance/create: registration for an event (full_name, mobile, email,
// event_id, waitlist; captcha for anonymous senders); takes a seat, or joins the waiting list.
import { requestRoute } from "@/server/requests/create";
import { eventSubject, takeSeat } from "@/server/reservations/event-seat";
import { eventAttendanceSchema } from "@/validation/requests/event-attendance";

export const dynamic = "force-dynamic";

export const POST = requestRoute({
  kind: "event-attendance",
  schema: eventAttendanceSchema,
  captcha: true,
  contact: (input) => ({ mobile: input.mobile, fullName: input.full_name }),
  subject: eventSubject,
  inTransaction: takeSeat,
});
