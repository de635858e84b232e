// GET /api/v1/admin/events (reviewers of event registrations, admins): every published event (and
// any other that has registrations), upcoming first, with its capacity, seats taken, seated,
// waiting, held and checked-in counts.
import { getDb } from "@/server/db/client";
import { listDeskEvents } from "@/server/events/attendees";
import { requireEventStaff } from "@/server/events/desk-http";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    await requireEventStaff(request);
    return Response.json(await listDeskEvents(await getDb()), { headers: { "Cache-Control": "no-store" } });
  },
  { cache: notShared },
);
