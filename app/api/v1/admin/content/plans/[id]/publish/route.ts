// POST /api/v1/admin/content/plans/{id}/publish {publish_at?, version?} (editors, admins): public at
// once, or from publish_at on (ISO 8601, or a Jalali date and time on Tehran's clock).
import { planRoutes } from "@/server/workspaces/plans-desk";

export const dynamic = "force-dynamic";

export const POST = planRoutes.publish;
