// GET /api/v1/admin/content/faq/{id} (editors, admins): the question as the edit form shows it, with
// its state and version. PATCH {…fields, version}: an edit; 409 when someone saved since `version`.
import { faqRoutes } from "@/server/faq/desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(faqRoutes.read, notShared);
export const PATCH = faqRoutes.update;
