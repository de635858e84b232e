// GET /api/v1/admin/content/businesses (editors, admins): every business whatever its state, with
// status (draft | published | archived | scheduled), q (name, tagline, category, stage, city in any
// spelling), sort (updated_at | name | created_at, "-" for descending) and paging. POST {name, slug?,
// tagline, description, category, stage, logo?, logo_alt?, cover?, cover_alt?, website?, founded_year?,
// city}: a new business, as a draft (201). The handlers: server/publishing/routes.ts.
import { businessRoutes } from "@/server/businesses/desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(businessRoutes.list, notShared);
export const POST = businessRoutes.create;
