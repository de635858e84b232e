// GET /api/v1/admin/content/jobs/{id}/versions (editors, admins): every saved state, newest first,
// with who saved it and when.
import { jobRoutes } from "@/server/jobs/desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(jobRoutes.versions, notShared);
