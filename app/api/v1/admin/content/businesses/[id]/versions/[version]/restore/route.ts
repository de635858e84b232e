// POST /api/v1/admin/content/businesses/{id}/versions/{version}/restore {version?} (editors, admins): the
// fields of that version (every field the desk edits) become the newest one; its state stays as it is.
import { businessRoutes } from "@/server/businesses/desk";

export const dynamic = "force-dynamic";

export const POST = businessRoutes.restore;
