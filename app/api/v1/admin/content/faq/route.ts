// GET /api/v1/admin/content/faq (editors, admins): every FAQ question whatever its state, with
// status (draft | published | archived | scheduled), q (question, answer, category in any
// spelling), category_id, sort (updated_at | question | sort_order | created_at, "-" for
// descending) and paging. POST {category_id, question, answer, sort_order?}: a new question, as a
// draft (201). The handlers: server/publishing/routes.ts.
import { faqRoutes } from "@/server/faq/desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(faqRoutes.list, notShared);
export const POST = faqRoutes.create;
