// POST /api/v1/admin/content/jobs/{id}/archive {version?} (editors, admins): off the site and out of
// the way, kept with its history.
import { jobRoutes } from "@/server/jobs/desk";

export const dynamic = "force-dynamic";

export const POST = jobRoutes.archive;
