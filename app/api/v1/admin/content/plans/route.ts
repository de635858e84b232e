// GET /api/v1/admin/content/plans (editors, admins): every workspace plan whatever its state, with
// status (draft | published | archived | scheduled), location_id, q (title, description, features,
// its space, branch and service in any spelling), sort (updated_at | title | price | created_at, "-"
// for descending) and paging. POST {location_id, service_id, title, description, period, price_toman,
// capacity, amenities?, sort_order?}: a new plan, as a draft (201). The handlers: server/publishing/routes.ts.
import { planRoutes } from "@/server/workspaces/plans-desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(planRoutes.list, notShared);
export const POST = planRoutes.create;
