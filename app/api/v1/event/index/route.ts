// GET /api/v1/event/index: events, filtered by q, tag, month (Jalali YYYY-MM), when
// (upcoming|past) and category; sorted by `sort`; paginated; `expand` as SPEC §3.
import { EVENT_EXPANDS } from "@/shared/types/events";
import { getDb } from "@/server/db/client";
import { expandEvents, listEvents } from "@/server/events/queries";
import { parseExpand } from "@/server/http/expand";
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { listResponse, parsePagination } from "@/server/http/pagination";
import { eventListQuery } from "@/shared/queries/catalog";
import { parseQuery } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const params = new URL(request.url).searchParams;
    const page = parsePagination(params, { defaultPerPage: 12 });
    const db = await getDb();
    const { rows, total } = await listEvents(db, parseQuery(eventListQuery, params), page);
    return listResponse(await expandEvents(db, rows, parseExpand(params, EVENT_EXPANDS)), total, page);
  },
  { cache: publicList("event") },
);
