// GET /api/v1/admin/content/presents (editors, admins): every present whatever its state, with
// status (draft | published | archived | scheduled), q (title, summary, kind, what it includes in
// any spelling), sort (updated_at | title | valid_until | created_at, "-" for descending) and
// paging. POST {title, slug?, summary, description, kind, image?, image_alt?, price_toman?,
// original_price_toman?, includes?, conditions?, valid_until?}: a new present, as a draft (201).
// The handlers: server/publishing/routes.ts.
import { presentRoutes } from "@/server/presents/desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(presentRoutes.list, notShared);
export const POST = presentRoutes.create;
