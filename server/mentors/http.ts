import "server-only";
// Request → mentors query, shared by the mentors routes.
import { MENTOR_EXPANDS } from "@/shared/types/mentors";
import { getDb } from "@/server/db/client";
import { notFound } from "@/server/http/errors";
import { parseExpand } from "@/server/http/expand";
import { expandMentors, findMentor, recordMentorView } from "./queries";
import { detailQuery } from "@/shared/queries/catalog";
import { parseQuery } from "@/shared/queries/query";

export const MENTOR_NOT_FOUND = "منتوری که دنبال آن بودید پیدا نشد.";

/** One mentor by `id`, expanded as asked; counts a view. */
export async function mentorDetailResponse(request: Request) {
  const params = new URL(request.url).searchParams;
  const db = await getDb();
  const row = await findMentor(db, parseQuery(detailQuery, params).id ?? -1);
  if (!row) throw notFound(MENTOR_NOT_FOUND);
  await recordMentorView(db, row.id);
  const [detail] = await expandMentors(
    db,
    [{ ...row, viewCount: row.viewCount + 1 }],
    parseExpand(params, MENTOR_EXPANDS),
  );
  return detail;
}
