// POST /api/v1/admin/content/mentors/{id}/publish {publish_at?, version?} (editors, admins): public at
// once, or from publish_at on (ISO 8601, or a Jalali date and time on Tehran's clock).
import { mentorRoutes } from "@/server/mentors/desk";

export const dynamic = "force-dynamic";

export const POST = mentorRoutes.publish;
