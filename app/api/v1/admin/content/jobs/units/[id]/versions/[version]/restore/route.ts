// POST /api/v1/admin/content/jobs/units/{id}/versions/{n}/restore {version?} (editors, admins):
// that version's fields saved as the newest version (the status stays as it is).
import { jobUnitRoutes } from "@/server/jobs/units-desk";

export const dynamic = "force-dynamic";

export const POST = jobUnitRoutes.restore;
