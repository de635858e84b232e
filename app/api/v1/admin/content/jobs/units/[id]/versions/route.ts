// GET /api/v1/admin/content/jobs/units/{id}/versions (editors, admins): the unit's saved versions, newest first.
import { jobUnitRoutes } from "@/server/jobs/units-desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(jobUnitRoutes.versions, notShared);
