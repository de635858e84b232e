// POST /api/v1/admin/content/jobs/units/{id}/archive {version?} (editors, admins): archived, off
// the site with its positions, kept with its history.
import { jobUnitRoutes } from "@/server/jobs/units-desk";

export const dynamic = "force-dynamic";

export const POST = jobUnitRoutes.archive;
