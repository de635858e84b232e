// GET /api/v1/admin/content/freelancers/{id}/versions (editors, admins): every saved state, newest first,
// with who saved it and when.
import { freelancerRoutes } from "@/server/freelancers/desk";

export const dynamic = "force-dynamic";

export const GET = freelancerRoutes.versions;
