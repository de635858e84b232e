// GET /api/v1/admin/content/presents/{id} (editors, admins): the present as the edit form shows it,
// with its state, version and former slugs. PATCH {…fields, version}: an edit (a new slug: the old
// one redirects); 409 when someone saved since `version`.
import { presentRoutes } from "@/server/presents/desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(presentRoutes.read, notShared);
export const PATCH = presentRoutes.update;
