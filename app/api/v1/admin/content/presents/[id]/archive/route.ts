// POST /api/v1/admin/content/presents/{id}/archive {version?} (editors, admins): off the site and out
// of the way, kept with its history.
import { presentRoutes } from "@/server/presents/desk";

export const dynamic = "force-dynamic";

export const POST = presentRoutes.archive;
