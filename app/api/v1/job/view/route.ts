// GET /api/v1/job/view?id=: one position, with its unit when expand=unit.
import { publicDetail } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { jobDetailResponse } from "@/server/jobs/http";

export const dynamic = "force-dynamic";

export const GET = apiHandler((request: Request) => jobDetailResponse(request), {
  cache: publicDetail("job", { countsView: true }),
});
