// GET /api/v1/admin/content/faq/categories (editors, admins): every FAQ category in the site's order,
// with its questions counted (all, and those the public sees). POST {title, slug?, description,
// sort_order?}: a new category (201). The handlers: server/content/faq-categories.ts.
import { faqCategoryRoutes } from "@/server/content/faq-categories";

export const dynamic = "force-dynamic";

export const GET = faqCategoryRoutes.list;
export const POST = faqCategoryRoutes.create;
