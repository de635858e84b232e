// GET /api/v1/business/view?id=: one business with its expansions.
import { businessDetailResponse } from "@/server/businesses/http";
import { publicDetail } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler((request: Request) => businessDetailResponse(request, "id"), {
  cache: publicDetail("business", { countsView: true }),
});
