// GET /api/v1/admin/content/freelancers/{id} (editors, admins): the freelancer as the edit form shows it, with
// its state and version. PATCH {…fields, version}: an edit; 409 when someone saved since `version`.
import { freelancerRoutes } from "@/server/freelancers/desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(freelancerRoutes.read, notShared);
export const PATCH = freelancerRoutes.update;
