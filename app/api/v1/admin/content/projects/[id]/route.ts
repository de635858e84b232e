// GET /api/v1/admin/content/projects/{id} (editors, admins): the project as the edit form shows it,
// with its state and version. PATCH {…fields, version}: an edit; 409 when someone saved since `version`.
import { projectRoutes } from "@/server/hitech/desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(projectRoutes.read, notShared);
export const PATCH = projectRoutes.update;
