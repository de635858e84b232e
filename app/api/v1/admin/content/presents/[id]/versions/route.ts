// GET /api/v1/admin/content/presents/{id}/versions (editors, admins): every saved state, newest
// first, with who saved it and when.
import { presentRoutes } from "@/server/presents/desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(presentRoutes.versions, notShared);
