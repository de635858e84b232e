// POST /api/v1/admin/content/faq/{id}/archive {version?} (editors, admins): off the site, kept with its history.
import { faqRoutes } from "@/server/faq/desk";

export const dynamic = "force-dynamic";

export const POST = faqRoutes.archive;
