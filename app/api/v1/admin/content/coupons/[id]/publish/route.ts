// POST /api/v1/admin/content/coupons/{id}/publish {publish_at?, version?} (editors, admins): usable
// at once, or from publish_at on (ISO 8601, or a Jalali date and time on Tehran's clock).
import { couponRoutes } from "@/server/coupons/desk";

export const dynamic = "force-dynamic";

export const POST = couponRoutes.publish;
