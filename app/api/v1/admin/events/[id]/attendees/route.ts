// GET /api/v1/admin/events/{id}/attendees?q= (reviewers of event registrations, admins): the
// seated and the waiting list, searched by name, mobile or tracking code. Audited (personal data).
import { getDb } from "@/server/db/client";
import { listAttendees } from "@/server/events/attendees";
import { eventIdOf, requireEventStaff, type EventContext } from "@/server/events/desk-http";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { attendeesQuery } from "@/shared/queries/desk";
import { parseQuery } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request, { params }: EventContext) => {
    const staff = await requireEventStaff(request);
    const q = parseQuery(attendeesQuery, new URL(request.url).searchParams).q;
    return Response.json(await listAttendees(await getDb(), staff, await eventIdOf(params), q), {
      headers: { "Cache-Control": "no-store" },
    });
  },
  { cache: notShared },
);
