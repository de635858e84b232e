// POST /api/v1/admin/content/pages/{id}/archive {version?} (editors, admins): off the site, kept with its history.
import { pageRoutes } from "@/server/pages/desk";

export const dynamic = "force-dynamic";

export const POST = pageRoutes.archive;
