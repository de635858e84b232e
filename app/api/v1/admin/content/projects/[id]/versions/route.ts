// GET /api/v1/admin/content/projects/{id}/versions (editors, admins): every saved state, newest
// first, with who saved it and when.
import { projectRoutes } from "@/server/hitech/desk";

export const dynamic = "force-dynamic";

export const GET = projectRoutes.versions;
