// POST /api/v1/admin/content/jobs/{id}/publish {publish_at?, version?} (editors, admins): public at
// once, or from publish_at on (ISO 8601, or a Jalali date and time on Tehran's clock).
import { jobRoutes } from "@/server/jobs/desk";

export const dynamic = "force-dynamic";

export const POST = jobRoutes.publish;
