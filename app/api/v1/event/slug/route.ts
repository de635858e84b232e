// GET /api/v1/event/slug?slug=: one event by its slug, with its expansions.
import { eventDetailResponse } from "@/server/events/http";
import { publicDetail } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler((request: Request) => eventDetailResponse(request, "slug"), {
  cache: publicDetail("event", { countsView: true }),
});
