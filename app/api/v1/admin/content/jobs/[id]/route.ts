// GET /api/v1/admin/content/jobs/{id} (editors, admins): the position as the edit form shows it, with
// its state and version. PATCH {…fields, version}: an edit; 409 when someone saved since `version`.
import { jobRoutes } from "@/server/jobs/desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(jobRoutes.read, notShared);
export const PATCH = jobRoutes.update;
