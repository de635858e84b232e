// GET /api/v1/admin/content/jobs/units (editors, admins): every career unit whatever its state
// (status | scheduled, q, sort, paging), each with its positions counted. POST {name, slug?,
// description, sort_order?}: a new unit, saved as a draft (201). The handlers: server/jobs/units-desk.ts.
import { jobUnitRoutes } from "@/server/jobs/units-desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(jobUnitRoutes.list, notShared);
export const POST = jobUnitRoutes.create;
