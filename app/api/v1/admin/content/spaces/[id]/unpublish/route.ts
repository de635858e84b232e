// POST /api/v1/admin/content/spaces/{id}/unpublish {version?} (editors, admins): off /workspaces and the reservation form with its
// plans, back to a draft; reservations in it are refused from then on.
import { spaceRoutes } from "@/server/workspaces/spaces-desk";

export const dynamic = "force-dynamic";

export const POST = spaceRoutes.unpublish;
