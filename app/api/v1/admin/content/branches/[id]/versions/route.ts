// GET /api/v1/admin/content/branches/{id}/versions (editors, admins): every saved state, newest first,
// with who saved it and when.
import { branchRoutes } from "@/server/content/branches";

export const dynamic = "force-dynamic";

export const GET = branchRoutes.versions;
