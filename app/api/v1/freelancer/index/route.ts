// GET /api/v1/freelancer/index: freelancers, filtered by q, category (slug), available=1 and city;
// sorted by `sort` (created_at, view_count, hourly_rate, years_of_experience); paginated; expand=category.
import { FREELANCER_EXPANDS } from "@/shared/types/freelancers";
import { freelancerListQuery } from "@/shared/queries/catalog";
import { publicList } from "@/server/cache/public-reads";
import { catalogListResponse } from "@/server/http/catalog-list";
import { apiHandler } from "@/server/http/handler";
import { expandFreelancers, listFreelancers } from "@/server/freelancers/queries";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  (request: Request) =>
    catalogListResponse(request, {
      query: freelancerListQuery,
      list: listFreelancers,
      expand: expandFreelancers,
      expands: FREELANCER_EXPANDS,
      defaultPerPage: 12,
    }),
  { cache: publicList("freelancer") },
);
