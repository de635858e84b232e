// GET /api/v1/admin/content/businesses/{id}/versions (editors, admins): every saved state, newest first,
// with who saved it and when.
import { businessRoutes } from "@/server/content/businesses";

export const dynamic = "force-dynamic";

export const GET = businessRoutes.versions;
