// GET /api/v1/job/job-list: open positions, filtered by q, unit (slug or id), type
// (full-time|part-time|internship|remote) and city; sorted by `sort`; paginated; expand=unit.
import { JOB_EXPANDS } from "@/shared/types/jobs";
import { jobListQuery } from "@/shared/queries/catalog";
import { publicList } from "@/server/cache/public-reads";
import { catalogListResponse } from "@/server/http/catalog-list";
import { apiHandler } from "@/server/http/handler";
import { expandPositions, listPositions } from "@/server/jobs/queries";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  (request: Request) =>
    catalogListResponse(request, {
      query: jobListQuery,
      list: listPositions,
      expand: expandPositions,
      expands: JOB_EXPANDS,
      defaultPerPage: 12,
    }),
  { cache: publicList("job") },
);
