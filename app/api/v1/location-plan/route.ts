// GET /api/v1/location-plan: active plans, filtered by location_id, service_id (or service, a
// slug or id), branch_id (or branch), period (hour|day|month) and q; sort=price|-price|capacity;
// expand=location,service; paginated.
import { PLAN_EXPANDS } from "@/shared/types/workspaces";
import { planListQuery } from "@/shared/queries/catalog";
import { publicList } from "@/server/cache/public-reads";
import { catalogListResponse } from "@/server/http/catalog-list";
import { apiHandler } from "@/server/http/handler";
import { expandPlans, listPlans } from "@/server/workspaces/queries";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  (request: Request) =>
    catalogListResponse(request, { query: planListQuery, list: listPlans, expand: expandPlans, expands: PLAN_EXPANDS }),
  { cache: publicList("workspace") },
);
