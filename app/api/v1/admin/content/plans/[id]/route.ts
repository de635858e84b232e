// GET /api/v1/admin/content/plans/{id} (editors, admins): the plan as the edit form shows it, with
// its state and version. PATCH {…fields, version}: an edit; 409 when someone saved since `version`.
import { planRoutes } from "@/server/workspaces/plans-desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(planRoutes.read, notShared);
export const PATCH = planRoutes.update;
