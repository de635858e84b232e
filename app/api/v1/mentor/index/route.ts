// GET /api/v1/mentor/index: mentors, filtered by q and category (slug); sorted by `sort`
// (created_at, view_count, session_price, years_of_experience, sessions_count); paginated; expand=category.
import { MENTOR_EXPANDS } from "@/shared/types/mentors";
import { mentorListQuery } from "@/shared/queries/catalog";
import { publicList } from "@/server/cache/public-reads";
import { catalogListResponse } from "@/server/http/catalog-list";
import { apiHandler } from "@/server/http/handler";
import { expandMentors, listMentors } from "@/server/mentors/queries";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  (request: Request) =>
    catalogListResponse(request, {
      query: mentorListQuery,
      list: listMentors,
      expand: expandMentors,
      expands: MENTOR_EXPANDS,
      defaultPerPage: 12,
    }),
  { cache: publicList("mentor") },
);
