// GET /api/v1/businesses/slug?slug=: one business by its slug (alias of /business/slug).
import { businessDetailResponse } from "@/server/businesses/http";
import { publicDetail } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler((request: Request) => businessDetailResponse(request, "slug"), {
  cache: publicDetail("business", { countsView: true }),
});
