// GET /api/v1/admin/content/branches/{id}/versions (editors, admins): every saved state, newest first,
// with who saved it and when.
import { branchRoutes } from "@/server/workspaces/branches-desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(branchRoutes.versions, notShared);
