// GET /api/v1/admin/content/plans/{id} (editors, admins): the plan as the edit form shows it, with
// its state and version. PATCH {…fields, version}: an edit; 409 when someone saved since `version`.
import { planRoutes } from "@/server/workspaces/plans-desk";

export const dynamic = "force-dynamic";

export const GET = planRoutes.read;
export const PATCH = planRoutes.update;
