// POST /api/v1/admin/content/jobs/{id}/unpublish {version?} (editors, admins): off the site, back to
// a draft; applications to it are refused from then on.
import { jobRoutes } from "@/server/jobs/desk";

export const dynamic = "force-dynamic";

export const POST = jobRoutes.unpublish;
