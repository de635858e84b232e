// GET /api/v1/job/job-list: open positions, filtered by q, unit (slug or id), type
// (full-time|part-time|internship|remote) and city; sorted by `sort`; paginated; expand=unit.
import { JOB_EXPANDS } from "@/shared/types/jobs";
import { getDb } from "@/server/db/client";
import { expandPositions, listPositions } from "@/server/jobs/queries";
import { parseExpand } from "@/server/http/expand";
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { listResponse, parsePagination } from "@/server/http/pagination";
import { jobListQuery } from "@/shared/queries/catalog";
import { parseQuery } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const params = new URL(request.url).searchParams;
    const page = parsePagination(params, { defaultPerPage: 12 });
    const db = await getDb();
    const { rows, total } = await listPositions(db, parseQuery(jobListQuery, params), page);
    return listResponse(await expandPositions(db, rows, parseExpand(params, JOB_EXPANDS)), total, page);
  },
  { cache: publicList("job") },
);
