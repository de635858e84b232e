// GET /api/v1/site/contact: the provider's contact details, social links and headline figures.
import { apiHandler } from "@/server/http/handler";
import { readPublicSettings } from "@/server/site/settings";

export const dynamic = "force-dynamic";

export const GET = apiHandler(async () => readPublicSettings());
