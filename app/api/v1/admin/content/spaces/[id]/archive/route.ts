// POST /api/v1/admin/content/spaces/{id}/archive {version?} (editors, admins): off the site and out of
// the way, kept with its history.
import { spaceRoutes } from "@/server/workspaces/spaces-desk";

export const dynamic = "force-dynamic";

export const POST = spaceRoutes.archive;
