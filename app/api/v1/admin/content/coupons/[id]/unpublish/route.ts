// POST /api/v1/admin/content/coupons/{id}/unpublish {version?} (editors, admins): back to a draft;
// the coupon check and reservations refuse it from then on as an unknown code.
import { couponRoutes } from "@/server/coupons/desk";

export const dynamic = "force-dynamic";

export const POST = couponRoutes.unpublish;
