// POST /api/v1/admin/content/branches/{id}/unpublish {version?} (editors, admins): off /workspaces and
// the reservation form with its spaces and their plans, back to a draft; reservations there are
// refused from then on.
import { branchRoutes } from "@/server/workspaces/branches-desk";

export const dynamic = "force-dynamic";

export const POST = branchRoutes.unpublish;
