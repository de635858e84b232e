// GET /api/v1/mentor/index: mentors, filtered by q and category (slug); sorted by `sort`
// (created_at, view_count, session_price, years_of_experience, sessions_count); paginated; expand=category.
import { MENTOR_EXPANDS } from "@/shared/types/mentors";
import { getDb } from "@/server/db/client";
import { parseExpand } from "@/server/http/expand";
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { listResponse, parsePagination } from "@/server/http/pagination";
import { expandMentors, listMentors } from "@/server/mentors/queries";
import { mentorListQuery } from "@/shared/queries/catalog";
import { parseQuery } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const params = new URL(request.url).searchParams;
    const page = parsePagination(params, { defaultPerPage: 12 });
    const db = await getDb();
    const { rows, total } = await listMentors(db, parseQuery(mentorListQuery, params), page);
    return listResponse(await expandMentors(db, rows, parseExpand(params, MENTOR_EXPANDS)), total, page);
  },
  { cache: publicList("mentor") },
);
