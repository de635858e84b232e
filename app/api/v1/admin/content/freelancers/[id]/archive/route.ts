// POST /api/v1/admin/content/freelancers/{id}/archive {version?} (editors, admins): off the site and out of
// the way, kept with its history.
import { freelancerRoutes } from "@/server/freelancers/desk";

export const dynamic = "force-dynamic";

export const POST = freelancerRoutes.archive;
