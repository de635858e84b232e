// GET /api/v1/location-plan: active plans, filtered by location_id, service_id (or service, a
// slug or id), branch_id (or branch), period (hour|day|month) and q; sort=price|-price|capacity;
// expand=location,service; paginated.
import { PLAN_EXPANDS } from "@/shared/types/workspaces";
import { getDb } from "@/server/db/client";
import { parseExpand } from "@/server/http/expand";
import { apiHandler } from "@/server/http/handler";
import { listResponse, parsePagination } from "@/server/http/pagination";
import { expandPlans, listPlans } from "@/server/workspaces/queries";

export const dynamic = "force-dynamic";

export const GET = apiHandler(async (request: Request) => {
  const params = new URL(request.url).searchParams;
  const page = parsePagination(params);
  const db = await getDb();
  const { rows, total } = await listPlans(
    db,
    {
      q: params.get("q"),
      locationId: params.get("location_id"),
      serviceId: params.get("service_id"),
      service: params.get("service"),
      branchId: params.get("branch_id"),
      branch: params.get("branch"),
      period: params.get("period"),
      sort: params.get("sort"),
    },
    page,
  );
  return listResponse(await expandPlans(db, rows, parseExpand(params, PLAN_EXPANDS)), total, page);
});
