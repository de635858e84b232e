// POST /api/v1/admin/content/branches/{id}/versions/{version}/restore {version?} (editors, admins): the
// fields of that version become the newest one; its state stays as it is.
import { branchRoutes } from "@/server/workspaces/branches-desk";

export const dynamic = "force-dynamic";

export const POST = branchRoutes.restore;
