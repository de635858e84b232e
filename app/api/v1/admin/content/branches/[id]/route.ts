// GET /api/v1/admin/content/branches/{id} (editors, admins): the branch as the edit form shows it, with
// its state and version. PATCH {…fields, version}: an edit; 409 when someone saved since `version`.
import { branchRoutes } from "@/server/workspaces/branches-desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(branchRoutes.read, notShared);
export const PATCH = branchRoutes.update;
