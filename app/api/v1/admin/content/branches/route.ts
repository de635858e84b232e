// GET /api/v1/admin/content/branches (editors, admins): every workspace branch whatever its state,
// with status (draft | published | archived | scheduled), q (its name), sort (updated_at | name |
// created_at, "-" for descending) and paging. POST {name, description, address, city, phone, hours,
// lat, lng, image, image_alt, closed_weekdays?, sort_order?}: a new branch, as a draft, its slug made
// from its name (201). The handlers: server/publishing/routes.ts.
import { branchRoutes } from "@/server/workspaces/branches-desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(branchRoutes.list, notShared);
export const POST = branchRoutes.create;
