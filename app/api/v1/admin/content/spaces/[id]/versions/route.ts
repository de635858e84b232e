// GET /api/v1/admin/content/spaces/{id}/versions (editors, admins): every saved state, newest first,
// with who saved it and when.
import { spaceRoutes } from "@/server/workspaces/spaces-desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(spaceRoutes.versions, notShared);
