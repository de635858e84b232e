// GET /api/v1/admin/content/pages/{id} (editors, admins): the page as the edit form shows it, with its
// state, version and former slugs. PATCH {…fields, version}: an edit; 409 when someone saved since `version`.
import { pageRoutes } from "@/server/pages/desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(pageRoutes.read, notShared);
export const PATCH = pageRoutes.update;
