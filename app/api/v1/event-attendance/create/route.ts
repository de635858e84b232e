// POST /api/v1/event-attendance/create: registration for an event (full_name, mobile, email,
// event_id, waitlist; captcha for anonymous senders); takes a seat, or joins the waiting list.
import { entityTags } from "@/server/cache/public-reads";
import { requestRoute } from "@/server/requests/create";
import { eventSubject, takeSeat } from "@/server/reservations/event-seat";
import { eventAttendanceSchema } from "@/validation/requests/event-attendance";

export const dynamic = "force-dynamic";

export const POST = requestRoute({
  kind: "event-attendance",
  schema: eventAttendanceSchema,
  subject: eventSubject,
  inTransaction: takeSeat,
  // The seats left show on the event's page and in every list of events.
  changes: (subject) => (subject ? entityTags("event", subject.id) : []),
});
