// GET /api/v1/mentor/index: mentors, filtered by q and category (slug); sorted by `sort`
// (created_at, view_count, session_price, years_of_experience, sessions_count); paginated; expand=category.
import { MENTOR_EXPANDS } from "@/shared/types/mentors";
import { getDb } from "@/server/db/client";
import { parseExpand } from "@/server/http/expand";
import { apiHandler } from "@/server/http/handler";
import { listResponse, parsePagination } from "@/server/http/pagination";
import { expandMentors, listMentors } from "@/server/mentors/queries";

export const dynamic = "force-dynamic";

export const GET = apiHandler(async (request: Request) => {
  const params = new URL(request.url).searchParams;
  const page = parsePagination(params, { defaultPerPage: 12 });
  const db = await getDb();
  const { rows, total } = await listMentors(
    db,
    { q: params.get("q"), category: params.get("category"), sort: params.get("sort") },
    page,
  );
  return listResponse(await expandMentors(db, rows, parseExpand(params, MENTOR_EXPANDS)), total, page);
});
