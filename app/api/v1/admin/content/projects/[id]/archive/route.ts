// POST /api/v1/admin/content/projects/{id}/archive {version?} (editors, admins): off the site and out
// of the way, kept with its history.
import { projectRoutes } from "@/server/hitech/desk";

export const dynamic = "force-dynamic";

export const POST = projectRoutes.archive;
