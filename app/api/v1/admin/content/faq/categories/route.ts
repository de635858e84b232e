// GET /api/v1/admin/content/faq/categories (editors, admins): every FAQ category in the site's order,
// with its questions counted (all, and those the public sees). POST {title, slug?, description,
// sort_order?}: a new category (201). The handlers: server/faq/categories-desk.ts.
import { faqCategoryRoutes } from "@/server/faq/categories-desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(faqCategoryRoutes.list, notShared);
export const POST = faqCategoryRoutes.create;
