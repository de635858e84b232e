// GET /api/v1/present/view?id=: one present.
import { publicDetail } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { presentDetailResponse } from "@/server/presents/http";

export const dynamic = "force-dynamic";

export const GET = apiHandler((request: Request) => presentDetailResponse(request, "id"), {
  cache: publicDetail("present", { countsView: true }),
});
