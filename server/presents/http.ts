import "server-only";
// Request → presents query, shared by the present routes.
import { catalogDetail } from "@/server/catalog/detail";
import { findPresent, presentDetail, recordPresentView } from "./queries";

export const PRESENT_NOT_FOUND = "پیشنهادی که دنبال آن بودید پیدا نشد.";

/** One present by `id` or `slug`; counts a view. */
export function presentDetailResponse(request: Request, by: "id" | "slug") {
  return catalogDetail(request, {
    find: (db, { id, slug }) => (by === "id" ? findPresent(db, { id: id ?? -1 }) : findPresent(db, { slug })),
    notFoundMessage: PRESENT_NOT_FOUND,
    recordView: recordPresentView,
    answer: (_db, row) => presentDetail(row),
  });
}
