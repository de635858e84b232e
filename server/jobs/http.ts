import "server-only";
// Request → jobs query, shared by the jobs routes.
import { JOB_EXPANDS } from "@/shared/types/jobs";
import { catalogDetail, expandedDetail } from "@/server/catalog/detail";
import { expandPositions, findPosition, recordPositionView } from "./queries";

export const JOB_NOT_FOUND = "موقعیت شغلی که دنبال آن بودید پیدا نشد.";

/** One position by `id`, with its unit when `expand=unit`; counts a view. */
export function jobDetailResponse(request: Request) {
  return catalogDetail(request, {
    find: (db, { id }) => findPosition(db, id),
    notFoundMessage: JOB_NOT_FOUND,
    recordView: recordPositionView,
    answer: expandedDetail(expandPositions, JOB_EXPANDS),
  });
}
