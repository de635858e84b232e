// POST /api/v1/admin/events/{id}/attendees/{requestId}/cancel {note?}: cancels a registration;
// its seat goes to the next person waiting by SMS (or back to the public). Audited.
import { z } from "zod";
import { getDb } from "@/server/db/client";
import { cancelRegistration } from "@/server/events/attendees";
import { attendeeIdsOf, requireEventStaff, type AttendeeContext } from "@/server/events/desk-http";
import { apiHandler, readJson } from "@/server/http/handler";

export const dynamic = "force-dynamic";

const cancelSchema = z.object({ note: z.string().trim().max(500, "یادداشت حداکثر ۵۰۰ نویسه است").optional() });

export const POST = apiHandler(async (request: Request, { params }: AttendeeContext) => {
  const staff = await requireEventStaff(request);
  const { eventId, requestId } = await attendeeIdsOf(params);
  const { note } = cancelSchema.parse(await readJson(request));
  return Response.json(await cancelRegistration(await getDb(), staff, eventId, requestId, note || undefined));
});
