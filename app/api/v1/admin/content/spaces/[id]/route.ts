// GET /api/v1/admin/content/spaces/{id} (editors, admins): the space as the edit form shows it, with
// its state and version. PATCH {…fields, version}: an edit; 409 when someone saved since `version`.
import { spaceRoutes } from "@/server/workspaces/spaces-desk";

export const dynamic = "force-dynamic";

export const GET = spaceRoutes.read;
export const PATCH = spaceRoutes.update;
