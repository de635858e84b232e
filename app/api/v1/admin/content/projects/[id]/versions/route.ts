// GET /api/v1/admin/content/projects/{id}/versions (editors, admins): every saved state, newest
// first, with who saved it and when.
import { projectRoutes } from "@/server/hitech/desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(projectRoutes.versions, notShared);
