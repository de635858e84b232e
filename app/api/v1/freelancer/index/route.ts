// GET /api/v1/freelancer/index: freelancers, filtered by q, category (slug), available=1 and city;
// sorted by `sort` (created_at, view_count, hourly_rate, years_of_experience); paginated; expand=category.
import { FREELANCER_EXPANDS } from "@/shared/types/freelancers";
import { getDb } from "@/server/db/client";
import { expandFreelancers, listFreelancers } from "@/server/freelancers/queries";
import { parseExpand } from "@/server/http/expand";
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { listResponse, parsePagination } from "@/server/http/pagination";
import { freelancerListQuery } from "@/shared/queries/catalog";
import { parseQuery } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const params = new URL(request.url).searchParams;
    const page = parsePagination(params, { defaultPerPage: 12 });
    const db = await getDb();
    const { rows, total } = await listFreelancers(db, parseQuery(freelancerListQuery, params), page);
    return listResponse(await expandFreelancers(db, rows, parseExpand(params, FREELANCER_EXPANDS)), total, page);
  },
  { cache: publicList("freelancer") },
);
