// GET /api/v1/admin/content/jobs/{id}/versions (editors, admins): every saved state, newest first,
// with who saved it and when.
import { jobRoutes } from "@/server/jobs/desk";

export const dynamic = "force-dynamic";

export const GET = jobRoutes.versions;
