import "server-only";
// Request → mentors query, shared by the mentors routes.
import { MENTOR_EXPANDS } from "@/shared/types/mentors";
import { catalogDetail, expandedDetail } from "@/server/catalog/detail";
import { expandMentors, findMentor, recordMentorView } from "./queries";

export const MENTOR_NOT_FOUND = "منتوری که دنبال آن بودید پیدا نشد.";

/** One mentor by `id`, expanded as asked; counts a view. */
export function mentorDetailResponse(request: Request) {
  return catalogDetail(request, {
    find: (db, { id }) => findMentor(db, id ?? -1),
    notFoundMessage: MENTOR_NOT_FOUND,
    recordView: recordMentorView,
    answer: expandedDetail(expandMentors, MENTOR_EXPANDS),
  });
}
