// GET /api/v1/event/index: events, filtered by q, tag, month (Jalali YYYY-MM), when
// (upcoming|past) and category; sorted by `sort`; paginated; `expand` as SPEC §3.
import { EVENT_EXPANDS } from "@/shared/types/events";
import { eventListQuery } from "@/shared/queries/catalog";
import { publicList } from "@/server/cache/public-reads";
import { catalogListResponse } from "@/server/http/catalog-list";
import { apiHandler } from "@/server/http/handler";
import { expandEvents, listEvents } from "@/server/events/queries";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  (request: Request) =>
    catalogListResponse(request, {
      query: eventListQuery,
      list: listEvents,
      expand: expandEvents,
      expands: EVENT_EXPANDS,
      defaultPerPage: 12,
    }),
  { cache: publicList("event") },
);
