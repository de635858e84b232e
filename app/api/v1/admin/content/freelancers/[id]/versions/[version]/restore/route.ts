// POST /api/v1/admin/content/freelancers/{id}/versions/{version}/restore {version?} (editors, admins): the
// fields of that version become the newest one; its state stays as it is.
import { freelancerRoutes } from "@/server/freelancers/desk";

export const dynamic = "force-dynamic";

export const POST = freelancerRoutes.restore;
