// GET /api/v1/admin/content/pages (editors, admins): every content page whatever its state, with
// status (draft | published | archived | scheduled), q (title, summary, body in any spelling), sort
// (updated_at | title | created_at, "-" for descending) and paging. POST {title, slug?, summary,
// body}: a new page, as a draft (201). The handlers: server/publishing/routes.ts.
import { pageRoutes } from "@/server/pages/desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(pageRoutes.list, notShared);
export const POST = pageRoutes.create;
