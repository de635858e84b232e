// POST /api/v1/admin/content/coupons/{id}/archive {version?} (editors, admins): refused as an
// unknown code and out of the way, kept with its history.
import { couponRoutes } from "@/server/coupons/desk";

export const dynamic = "force-dynamic";

export const POST = couponRoutes.archive;
