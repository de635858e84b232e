// GET /api/v1/hitech/index: hi-tech projects, filtered by q, field and status; sorted by `sort`
// (created_at, view_count, budget, duration_months); paginated.
import { getDb } from "@/server/db/client";
import { listProjects, serializeProject } from "@/server/hitech/queries";
import { apiHandler } from "@/server/http/handler";
import { listResponse, parsePagination } from "@/server/http/pagination";

export const dynamic = "force-dynamic";

export const GET = apiHandler(async (request: Request) => {
  const params = new URL(request.url).searchParams;
  const page = parsePagination(params, { defaultPerPage: 12 });
  const { rows, total } = await listProjects(
    await getDb(),
    { q: params.get("q"), field: params.get("field"), status: params.get("status"), sort: params.get("sort") },
    page,
  );
  return listResponse(rows.map(serializeProject), total, page);
});
