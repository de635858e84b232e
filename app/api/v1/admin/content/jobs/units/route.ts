// GET /api/v1/admin/content/jobs/units (editors, admins): every career unit in the site's order,
// with its positions counted (all, and those open on the site). POST {name, slug?, description,
// sort_order?}: a new unit (201). The handlers: server/content/job-units.ts.
import { jobUnitRoutes } from "@/server/content/job-units";

export const dynamic = "force-dynamic";

export const GET = jobUnitRoutes.list;
export const POST = jobUnitRoutes.create;
