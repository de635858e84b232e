// POST /api/v1/admin/content/projects/{id}/versions/{version}/restore {version?} (editors, admins):
// the fields of that version become the newest one; its state stays as it is.
import { projectRoutes } from "@/server/hitech/desk";

export const dynamic = "force-dynamic";

export const POST = projectRoutes.restore;
