// POST /api/v1/admin/content/faq/{id}/versions/{version}/restore {version?} (editors, admins): the
// fields of that version (category, question, answer, order) become the newest one; its state stays as it is.
import { faqRoutes } from "@/server/faq/desk";

export const dynamic = "force-dynamic";

export const POST = faqRoutes.restore;
