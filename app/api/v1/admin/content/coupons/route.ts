// GET /api/v1/admin/content/coupons (editors, admins): every discount code whatever its state, with
// status (draft | published | archived | scheduled), q (code or title), sort (updated_at | code |
// title | percent | valid_until | created_at, "-" for descending) and paging, each with its uses so
// far. POST {code, title, percent, services?, starts_at?, valid_until?, max_uses?}: a new code, as a
// draft the coupon check refuses until it is published (201). The handlers: server/publishing/routes.ts.
import { couponRoutes } from "@/server/coupons/desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(couponRoutes.list, notShared);
export const POST = couponRoutes.create;
