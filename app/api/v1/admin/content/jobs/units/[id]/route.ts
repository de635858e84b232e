// PATCH /api/v1/admin/content/jobs/units/{id} {name?, slug?, description?, sort_order?} (editors,
// admins): a rename or a new place. DELETE: removes an empty unit (204; 409 while it holds positions).
import { jobUnitRoutes } from "@/server/content/job-units";

export const dynamic = "force-dynamic";

export const PATCH = jobUnitRoutes.update;
export const DELETE = jobUnitRoutes.remove;
