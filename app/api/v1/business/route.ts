// GET /api/v1/business: the businesses list (same as /api/v1/businesses/index): q, category,
// stage, sort (-created_at | -view_count | name), page, per-page, expand.
import { businessListResponse } from "@/server/businesses/http";
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler((request: Request) => businessListResponse(request), { cache: publicList("business") });
