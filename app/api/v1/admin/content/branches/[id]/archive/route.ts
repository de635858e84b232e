// POST /api/v1/admin/content/branches/{id}/archive {version?} (editors, admins): off the site and out of
// the way, kept with its history.
import { branchRoutes } from "@/server/workspaces/branches-desk";

export const dynamic = "force-dynamic";

export const POST = branchRoutes.archive;
