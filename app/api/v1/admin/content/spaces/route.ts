// GET /api/v1/admin/content/spaces (editors, admins): every workspace space whatever its state, with
// status (draft | published | archived | scheduled), q (its name), sort (updated_at | name |
// created_at, "-" for descending) and paging. POST {branch_id, name, description, floor?, capacity,
// amenities?, image, image_alt, sort_order?}: a new space, as a draft (201). The handlers:
// server/publishing/routes.ts.
import { spaceRoutes } from "@/server/workspaces/spaces-desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(spaceRoutes.list, notShared);
export const POST = spaceRoutes.create;
