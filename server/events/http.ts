import "server-only";
// Request → events query, shared by the events routes.
import { EVENT_EXPANDS } from "@/shared/types/events";
import { catalogDetail, expandedDetail } from "@/server/catalog/detail";
import { expandEvents, findEvent, recordEventView } from "./queries";

export const EVENT_NOT_FOUND = "رویدادی که دنبال آن بودید پیدا نشد.";

/** One event by `id` or `slug`, expanded as asked; counts a view. */
export function eventDetailResponse(request: Request, by: "id" | "slug", { countsAsView = true } = {}) {
  return catalogDetail(request, {
    find: (db, { id, slug }) => (by === "id" ? findEvent(db, { id: id ?? -1 }) : findEvent(db, { slug })),
    notFoundMessage: EVENT_NOT_FOUND,
    recordView: recordEventView,
    answer: expandedDetail(expandEvents, EVENT_EXPANDS),
    countsAsView,
  });
}
