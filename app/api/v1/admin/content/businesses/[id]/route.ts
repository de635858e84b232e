// GET /api/v1/admin/content/businesses/{id} (editors, admins): the business as the edit form shows it, with its
// state, version and former slugs. PATCH {…fields, version}: an edit; 409 when someone saved since `version`.
import { businessRoutes } from "@/server/businesses/desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(businessRoutes.read, notShared);
export const PATCH = businessRoutes.update;
