// GET /api/v1/job/job-list: open positions, filtered by q, unit (slug or id), type
// (full-time|part-time|internship|remote) and city; sorted by `sort`; paginated; expand=unit.
import { JOB_EXPANDS } from "@/shared/types/jobs";
import { getDb } from "@/server/db/client";
import { expandPositions, listPositions } from "@/server/jobs/queries";
import { parseExpand } from "@/server/http/expand";
import { apiHandler } from "@/server/http/handler";
import { listResponse, parsePagination } from "@/server/http/pagination";

export const dynamic = "force-dynamic";

export const GET = apiHandler(async (request: Request) => {
  const params = new URL(request.url).searchParams;
  const page = parsePagination(params, { defaultPerPage: 12 });
  const db = await getDb();
  const { rows, total } = await listPositions(
    db,
    {
      q: params.get("q"),
      unit: params.get("unit"),
      type: params.get("type"),
      city: params.get("city"),
      sort: params.get("sort"),
    },
    page,
  );
  return listResponse(await expandPositions(db, rows, parseExpand(params, JOB_EXPANDS)), total, page);
});
