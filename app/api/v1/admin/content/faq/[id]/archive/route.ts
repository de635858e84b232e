// POST /api/v1/admin/content/faq/{id}/archive {version?} (editors, admins): off the site, kept with its history.
import { faqRoutes } from "@/server/content/faq";

export const dynamic = "force-dynamic";

export const POST = faqRoutes.archive;
