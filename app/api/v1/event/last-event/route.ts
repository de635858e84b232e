// GET /api/v1/event/last-event: the next event to come (or the latest one), with expansions.
import { EVENT_EXPANDS } from "@/shared/types/events";
import { getDb } from "@/server/db/client";
import { EVENT_NOT_FOUND } from "@/server/events/http";
import { expandEvents, lastEvent } from "@/server/events/queries";
import { notFound } from "@/server/http/errors";
import { parseExpand } from "@/server/http/expand";
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const db = await getDb();
    const row = await lastEvent(db);
    if (!row) throw notFound(EVENT_NOT_FOUND);
    const [detail] = await expandEvents(db, [row], parseExpand(new URL(request.url).searchParams, EVENT_EXPANDS));
    return detail;
  },
  { cache: publicList("event") },
);
