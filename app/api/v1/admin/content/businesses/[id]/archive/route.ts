// POST /api/v1/admin/content/businesses/{id}/archive {version?} (editors, admins): off the site, kept with its history.
import { businessRoutes } from "@/server/content/businesses";

export const dynamic = "force-dynamic";

export const POST = businessRoutes.archive;
