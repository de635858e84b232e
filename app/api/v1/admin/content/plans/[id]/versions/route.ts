// GET /api/v1/admin/content/plans/{id}/versions (editors, admins): every saved state, newest first,
// with who saved it and when.
import { planRoutes } from "@/server/workspaces/plans-desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(planRoutes.versions, notShared);
