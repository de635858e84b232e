// GET /api/v1/admin/content/spaces/{id} (editors, admins): the space as the edit form shows it, with
// its state and version. PATCH {…fields, version}: an edit; 409 when someone saved since `version`.
import { spaceRoutes } from "@/server/workspaces/spaces-desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(spaceRoutes.read, notShared);
export const PATCH = spaceRoutes.update;
