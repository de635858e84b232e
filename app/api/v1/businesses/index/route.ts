// GET /api/v1/businesses/index: businesses filtered by q, category and stage; sorted by `sort`
// (-created_at | -view_count | name); paginated; `expand` as SPEC §3.
import { businessListResponse } from "@/server/businesses/http";
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler((request: Request) => businessListResponse(request), { cache: publicList("business") });
