// POST /api/v1/admin/content/presents/{id}/unpublish {version?} (editors, admins): off the site, back
// to a draft.
import { presentRoutes } from "@/server/presents/desk";

export const dynamic = "force-dynamic";

export const POST = presentRoutes.unpublish;
