// GET /api/v1/admin/content/spaces/{id}/versions (editors, admins): every saved state, newest first,
// with who saved it and when.
import { spaceRoutes } from "@/server/workspaces/spaces-desk";

export const dynamic = "force-dynamic";

export const GET = spaceRoutes.versions;
