// GET /api/v1/present/slug?slug=: one present by its slug.
import { publicDetail } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { presentDetailResponse } from "@/server/presents/http";

export const dynamic = "force-dynamic";

export const GET = apiHandler((request: Request) => presentDetailResponse(request, "slug"), {
  cache: publicDetail("present", { countsView: true }),
});
