// GET /api/v1/admin/content/presents/{id}/versions (editors, admins): every saved state, newest
// first, with who saved it and when.
import { presentRoutes } from "@/server/presents/desk";

export const dynamic = "force-dynamic";

export const GET = presentRoutes.versions;
