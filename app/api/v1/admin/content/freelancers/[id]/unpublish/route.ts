// POST /api/v1/admin/content/freelancers/{id}/unpublish {version?} (editors, admins): off the site, back to
// a draft; its page answers 404.
import { freelancerRoutes } from "@/server/freelancers/desk";

export const dynamic = "force-dynamic";

export const POST = freelancerRoutes.unpublish;
