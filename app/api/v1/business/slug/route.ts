// GET /api/v1/business/slug?slug=: one business by its slug, with its expansions.
import { businessDetailResponse } from "@/server/businesses/http";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler((request: Request) => businessDetailResponse(request, "slug"));
