// GET /api/v1/mentor/view?id=: one mentor (expand=category); counts a view.
import { publicDetail } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { mentorDetailResponse } from "@/server/mentors/http";

export const dynamic = "force-dynamic";

export const GET = apiHandler((request: Request) => mentorDetailResponse(request), {
  cache: publicDetail("mentor", { countsView: true }),
});
