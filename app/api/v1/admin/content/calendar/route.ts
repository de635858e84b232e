// GET /api/v1/admin/content/calendar (editors, admins): every branch's reservation calendar: its
// weekly days off, its closed days from today on and its active plans' daily capacity.
import { requireEditor } from "@/server/publishing/http";
import { getDb } from "@/server/db/client";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { listBranchCalendars } from "@/server/reservations/calendar-desk";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    await requireEditor(request);
    return Response.json(await listBranchCalendars(await getDb()), { headers: { "Cache-Control": "no-store" } });
  },
  { cache: notShared },
);
