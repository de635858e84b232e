// GET /api/v1/admin/content/projects (editors, admins): every hi-tech project whatever its state,
// with status (draft | published | archived | scheduled), q (title, summary, partner, field, stage,
// roles, technologies in any spelling), sort (updated_at | title | created_at, "-" for descending)
// and paging. POST {title, summary, description, field, stage, partner, cover?, cover_alt?, needs?,
// technologies?, budget_toman?, duration_months}: a new project, as a draft (201). The handlers:
// server/publishing/routes.ts.
import { projectRoutes } from "@/server/hitech/desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(projectRoutes.list, notShared);
export const POST = projectRoutes.create;
