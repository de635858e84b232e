// POST /api/v1/admin/content/coupons/{id}/versions/{version}/restore {version?} (editors, admins): the
// fields of that version become the newest one; its state stays as it is.
import { couponRoutes } from "@/server/coupons/desk";

export const dynamic = "force-dynamic";

export const POST = couponRoutes.restore;
