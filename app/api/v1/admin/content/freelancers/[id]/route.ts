// GET /api/v1/admin/content/freelancers/{id} (editors, admins): the freelancer as the edit form shows it, with
// its state and version. PATCH {…fields, version}: an edit; 409 when someone saved since `version`.
import { freelancerRoutes } from "@/server/freelancers/desk";

export const dynamic = "force-dynamic";

export const GET = freelancerRoutes.read;
export const PATCH = freelancerRoutes.update;
