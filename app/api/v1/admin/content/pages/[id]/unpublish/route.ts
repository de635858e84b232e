// POST /api/v1/admin/content/pages/{id}/unpublish {version?} (editors, admins): back to a draft, off the site.
import { pageRoutes } from "@/server/pages/desk";

export const dynamic = "force-dynamic";

export const POST = pageRoutes.unpublish;
