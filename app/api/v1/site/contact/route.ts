// GET /api/v1/site/contact: the provider's contact details, social links, headline figures and the home page's sections (edited at /admin/content/site).
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { readPublicSettings } from "@/server/site/settings";

export const dynamic = "force-dynamic";

export const GET = apiHandler(async () => readPublicSettings(), { cache: publicList("site") });
