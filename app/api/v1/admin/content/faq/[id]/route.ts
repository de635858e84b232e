// GET /api/v1/admin/content/faq/{id} (editors, admins): the question as the edit form shows it, with
// its state and version. PATCH {…fields, version}: an edit; 409 when someone saved since `version`.
import { faqRoutes } from "@/server/faq/desk";

export const dynamic = "force-dynamic";

export const GET = faqRoutes.read;
export const PATCH = faqRoutes.update;
