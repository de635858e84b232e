// GET /api/v1/admin/content/jobs (editors, admins): every job position whatever its state, with
// status (draft | published | archived | scheduled), q (title, summary, unit, city, type,
// requirements in any spelling), sort (updated_at | title | expires_at | posted_at | created_at, "-"
// for descending) and paging. POST {unit_id, title, type, city, summary, description, requirements?,
// benefits?, salary_min_toman?, salary_max_toman?, experience_years?, expires_at?}: a new position,
// as a draft (201). The handlers: server/publishing/routes.ts.
import { jobRoutes } from "@/server/jobs/desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(jobRoutes.list, notShared);
export const POST = jobRoutes.create;
