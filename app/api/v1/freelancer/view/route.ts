// GET /api/v1/freelancer/view?id=: one freelancer (expand=category); counts a view.
import { freelancerDetailResponse } from "@/server/freelancers/http";
import { publicDetail } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler((request: Request) => freelancerDetailResponse(request), {
  cache: publicDetail("freelancer", { countsView: true }),
});
