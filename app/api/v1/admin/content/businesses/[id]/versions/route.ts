// GET /api/v1/admin/content/businesses/{id}/versions (editors, admins): every saved state, newest first,
// with who saved it and when.
import { businessRoutes } from "@/server/businesses/desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(businessRoutes.versions, notShared);
