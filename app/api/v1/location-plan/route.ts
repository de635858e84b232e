// GET /api/v1/location-plan: active plans, filtered by location_id, service_id (or service, a
// slug or id), branch_id (or branch), period (hour|day|month) and q; sort=price|-price|capacity;
// expand=location,service; paginated.
import { PLAN_EXPANDS } from "@/shared/types/workspaces";
import { getDb } from "@/server/db/client";
import { parseExpand } from "@/server/http/expand";
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { listResponse, parsePagination } from "@/server/http/pagination";
import { expandPlans, listPlans } from "@/server/workspaces/queries";
import { planListQuery } from "@/shared/queries/catalog";
import { parseQuery } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const params = new URL(request.url).searchParams;
    const page = parsePagination(params);
    const db = await getDb();
    const query = parseQuery(planListQuery, params);
    const { rows, total } = await listPlans(
      db,
      { ...query, locationId: query.location_id, serviceId: query.service_id, branchId: query.branch_id },
      page,
    );
    return listResponse(await expandPlans(db, rows, parseExpand(params, PLAN_EXPANDS)), total, page);
  },
  { cache: publicList("workspace") },
);
