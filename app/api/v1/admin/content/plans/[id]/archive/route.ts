// POST /api/v1/admin/content/plans/{id}/archive {version?} (editors, admins): off the site and out of
// the way, kept with its history.
import { planRoutes } from "@/server/content/plans";

export const dynamic = "force-dynamic";

export const POST = planRoutes.archive;
