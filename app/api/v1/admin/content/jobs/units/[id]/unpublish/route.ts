// POST /api/v1/admin/content/jobs/units/{id}/unpublish {version?} (editors, admins): back to a
// draft, off the site with its positions.
import { jobUnitRoutes } from "@/server/jobs/units-desk";

export const dynamic = "force-dynamic";

export const POST = jobUnitRoutes.unpublish;
