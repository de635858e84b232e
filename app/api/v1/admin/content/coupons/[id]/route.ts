// GET /api/v1/admin/content/coupons/{id} (editors, admins): the discount code as the edit form shows
// it, with its uses, state and version. PATCH {…fields, version}: an edit; 409 when someone saved since `version`.
import { couponRoutes } from "@/server/coupons/desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(couponRoutes.read, notShared);
export const PATCH = couponRoutes.update;
