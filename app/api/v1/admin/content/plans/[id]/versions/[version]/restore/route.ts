// POST /api/v1/admin/content/plans/{id}/versions/{version}/restore {version?} (editors, admins): the
// fields of that version become the newest one; its state stays as it is.
import { planRoutes } from "@/server/workspaces/plans-desk";

export const dynamic = "force-dynamic";

export const POST = planRoutes.restore;
