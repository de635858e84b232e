// GET /api/v1/event/view?id=: one event with its expansions.
import { eventDetailResponse } from "@/server/events/http";
import { publicDetail } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler((request: Request) => eventDetailResponse(request, "id"), {
  cache: publicDetail("event", { countsView: true }),
});
