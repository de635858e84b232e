// GET /api/v1/admin/content/coupons/{id}/versions (editors, admins): every saved state, newest first,
// with who saved it and when.
import { couponRoutes } from "@/server/coupons/desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(couponRoutes.versions, notShared);
