import "server-only";
// Request → events query, shared by the events routes.
import { getDb } from "@/server/db/client";
import { notFound } from "@/server/http/errors";
import { parseExpand } from "@/server/http/expand";
import { EVENT_EXPANDS } from "@/shared/types/events";
import { expandEvents, findEvent, recordEventView } from "./queries";
import { detailQuery } from "@/shared/queries/catalog";
import { parseQuery } from "@/shared/queries/query";

export const EVENT_NOT_FOUND = "رویدادی که دنبال آن بودید پیدا نشد.";

/** One event by `id` or `slug`, expanded as asked; counts a view. */
export async function eventDetailResponse(request: Request, by: "id" | "slug", { countsAsView = true } = {}) {
  const params = new URL(request.url).searchParams;
  const db = await getDb();
  const { id, slug } = parseQuery(detailQuery, params);
  const row = by === "id" ? await findEvent(db, { id: id ?? -1 }) : await findEvent(db, { slug });
  if (!row) throw notFound(EVENT_NOT_FOUND);
  if (countsAsView) await recordEventView(db, row.id);
  const viewed = countsAsView ? { ...row, viewCount: row.viewCount + 1 } : row;
  const [detail] = await expandEvents(db, [viewed], parseExpand(params, EVENT_EXPANDS));
  return detail;
}
