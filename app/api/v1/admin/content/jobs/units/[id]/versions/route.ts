// GET /api/v1/admin/content/jobs/units/{id}/versions (editors, admins): the unit's saved versions, newest first.
import { jobUnitRoutes } from "@/server/jobs/units-desk";

export const dynamic = "force-dynamic";

export const GET = jobUnitRoutes.versions;
