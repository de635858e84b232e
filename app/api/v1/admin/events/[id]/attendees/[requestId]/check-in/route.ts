// POST /api/v1/admin/events/{id}/attendees/{requestId}/check-in: the person came in; DELETE takes
// it back. Both idempotent and audited (reviewers of event registrations, admins).
import { getDb } from "@/server/db/client";
import { checkIn, undoCheckIn } from "@/server/events/attendees";
import { attendeeIdsOf, requireEventStaff, type AttendeeContext } from "@/server/events/desk-http";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const POST = apiHandler(async (request: Request, { params }: AttendeeContext) => {
  const staff = await requireEventStaff(request);
  const { eventId, requestId } = await attendeeIdsOf(params);
  return Response.json(await checkIn(await getDb(), staff, eventId, requestId));
});

export const DELETE = apiHandler(async (request: Request, { params }: AttendeeContext) => {
  const staff = await requireEventStaff(request);
  const { eventId, requestId } = await attendeeIdsOf(params);
  return Response.json(await undoCheckIn(await getDb(), staff, eventId, requestId));
});
