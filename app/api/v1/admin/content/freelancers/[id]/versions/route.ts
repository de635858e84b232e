// GET /api/v1/admin/content/freelancers/{id}/versions (editors, admins): every saved state, newest first,
// with who saved it and when.
import { freelancerRoutes } from "@/server/freelancers/desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(freelancerRoutes.versions, notShared);
