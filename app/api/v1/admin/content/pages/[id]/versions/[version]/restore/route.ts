// POST /api/v1/admin/content/pages/{id}/versions/{version}/restore {version?} (editors, admins): the
// fields of that version (title, slug, summary, body) become the newest one; its state stays as it is.
import { pageRoutes } from "@/server/pages/desk";

export const dynamic = "force-dynamic";

export const POST = pageRoutes.restore;
