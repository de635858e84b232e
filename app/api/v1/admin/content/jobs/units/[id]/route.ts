// GET /api/v1/admin/content/jobs/units/{id} (editors, admins): one unit whatever its state.
// PATCH {name?, slug?, description?, sort_order?, version?}: an edit (409 when the version is
// stale); a changed slug's old one keeps filtering the jobs list.
import { jobUnitRoutes } from "@/server/jobs/units-desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(jobUnitRoutes.read, notShared);
export const PATCH = jobUnitRoutes.update;
