// POST /api/v1/admin/content/faq/{id}/unpublish {version?} (editors, admins): back to a draft, off the site.
import { faqRoutes } from "@/server/faq/desk";

export const dynamic = "force-dynamic";

export const POST = faqRoutes.unpublish;
