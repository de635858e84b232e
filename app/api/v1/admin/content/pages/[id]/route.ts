// GET /api/v1/admin/content/pages/{id} (editors, admins): the page as the edit form shows it, with its
// state, version and former slugs. PATCH {…fields, version}: an edit; 409 when someone saved since `version`.
import { pageRoutes } from "@/server/pages/desk";

export const dynamic = "force-dynamic";

export const GET = pageRoutes.read;
export const PATCH = pageRoutes.update;
