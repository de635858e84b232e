// GET /api/v1/hitech/index: hi-tech projects, filtered by q, field and status; sorted by `sort`
// (created_at, view_count, budget, duration_months); paginated.
import { getDb } from "@/server/db/client";
import { listProjects, serializeProject } from "@/server/hitech/queries";
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { listResponse, parsePagination } from "@/server/http/pagination";
import { hitechListQuery } from "@/shared/queries/catalog";
import { parseQuery } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const params = new URL(request.url).searchParams;
    const page = parsePagination(params, { defaultPerPage: 12 });
    const { rows, total } = await listProjects(await getDb(), parseQuery(hitechListQuery, params), page);
    return listResponse(rows.map(serializeProject), total, page);
  },
  { cache: publicList("hitech") },
);
