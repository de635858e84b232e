// POST /api/v1/admin/content/plans/{id}/archive {version?} (editors, admins): off the site and out of
// the way, kept with its history.
import { planRoutes } from "@/server/workspaces/plans-desk";

export const dynamic = "force-dynamic";

export const POST = planRoutes.archive;
