// POST /api/v1/admin/content/presents/{id}/versions/{version}/restore {version?} (editors, admins):
// the fields of that version (its slug too) become the newest one; its state stays as it is.
import { presentRoutes } from "@/server/presents/desk";

export const dynamic = "force-dynamic";

export const POST = presentRoutes.restore;
