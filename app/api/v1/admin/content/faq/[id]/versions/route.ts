// GET /api/v1/admin/content/faq/{id}/versions (editors, admins): every saved state, newest first,
// with who saved it and when.
import { faqRoutes } from "@/server/faq/desk";

export const dynamic = "force-dynamic";

export const GET = faqRoutes.versions;
