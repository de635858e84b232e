// PATCH /api/v1/admin/content/faq/categories/{id} {title?, slug?, description?, sort_order?} (editors,
// admins): a rename or a new place. DELETE: removes an empty category (204; 409 while it holds questions).
import { faqCategoryRoutes } from "@/server/faq/categories-desk";

export const dynamic = "force-dynamic";

export const PATCH = faqCategoryRoutes.update;
export const DELETE = faqCategoryRoutes.remove;
