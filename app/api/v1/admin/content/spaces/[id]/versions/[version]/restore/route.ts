// POST /api/v1/admin/content/spaces/{id}/versions/{version}/restore {version?} (editors, admins): the
// fields of that version become the newest one; its state stays as it is.
import { spaceRoutes } from "@/server/workspaces/spaces-desk";

export const dynamic = "force-dynamic";

export const POST = spaceRoutes.restore;
