// GET /api/v1/freelancer/view?id=: one freelancer (expand=category); counts a view.
import { freelancerDetailResponse } from "@/server/freelancers/http";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler((request: Request) => freelancerDetailResponse(request));
