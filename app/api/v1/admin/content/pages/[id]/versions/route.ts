// GET /api/v1/admin/content/pages/{id}/versions (editors, admins): every saved state, newest first,
// with who saved it and when.
import { pageRoutes } from "@/server/pages/desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(pageRoutes.versions, notShared);
