// GET /api/v1/businesses/view?id=: one business with its expansions (alias of /business/view).
import { businessDetailResponse } from "@/server/businesses/http";
import { publicDetail } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler((request: Request) => businessDetailResponse(request, "id"), {
  cache: publicDetail("business", { countsView: true }),
});
