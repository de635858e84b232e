// POST /api/v1/admin/content/businesses/{id}/unpublish {version?} (editors, admins): back to a draft, off the site.
import { businessRoutes } from "@/server/businesses/desk";

export const dynamic = "force-dynamic";

export const POST = businessRoutes.unpublish;
