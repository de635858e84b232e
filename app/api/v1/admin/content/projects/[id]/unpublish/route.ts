// POST /api/v1/admin/content/projects/{id}/unpublish {version?} (editors, admins): off the site, back
// to a draft; its cooperation request page answers 404 and requests for it are refused from then on.
import { projectRoutes } from "@/server/hitech/desk";

export const dynamic = "force-dynamic";

export const POST = projectRoutes.unpublish;
