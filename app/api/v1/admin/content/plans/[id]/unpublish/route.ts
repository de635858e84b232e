// POST /api/v1/admin/content/plans/{id}/unpublish {version?} (editors, admins): off /workspaces and the reservation form, back to
// a draft; reservations of it are refused from then on.
import { planRoutes } from "@/server/workspaces/plans-desk";

export const dynamic = "force-dynamic";

export const POST = planRoutes.unpublish;
