// GET /api/v1/event/slug?slug=: one event by its slug, with its expansions.
import { eventDetailResponse } from "@/server/events/http";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler((request: Request) => eventDetailResponse(request, "slug"));
