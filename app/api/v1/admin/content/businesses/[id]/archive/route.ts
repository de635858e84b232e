// POST /api/v1/admin/content/businesses/{id}/archive {version?} (editors, admins): off the site, kept with its history.
import { businessRoutes } from "@/server/businesses/desk";

export const dynamic = "force-dynamic";

export const POST = businessRoutes.archive;
