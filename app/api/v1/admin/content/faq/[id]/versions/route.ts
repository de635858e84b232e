// GET /api/v1/admin/content/faq/{id}/versions (editors, admins): every saved state, newest first,
// with who saved it and when.
import { faqRoutes } from "@/server/faq/desk";
import { declareReadRule, notShared } from "@/server/cache/public-reads";

export const dynamic = "force-dynamic";

export const GET = declareReadRule(faqRoutes.versions, notShared);
