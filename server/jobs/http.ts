import "server-only";
// Request → jobs query, shared by the jobs routes.
import { JOB_EXPANDS } from "@/shared/types/jobs";
import { getDb } from "@/server/db/client";
import { notFound } from "@/server/http/errors";
import { parseExpand } from "@/server/http/expand";
import { expandPositions, findPosition, recordPositionView } from "./queries";
import { detailQuery } from "@/shared/queries/catalog";
import { parseQuery } from "@/shared/queries/query";

export const JOB_NOT_FOUND = "موقعیت شغلی که دنبال آن بودید پیدا نشد.";

/** One position by `id`, with its unit when `expand=unit`; counts a view. */
export async function jobDetailResponse(request: Request) {
  const params = new URL(request.url).searchParams;
  const db = await getDb();
  const row = await findPosition(db, parseQuery(detailQuery, params).id);
  if (!row) throw notFound(JOB_NOT_FOUND);
  await recordPositionView(db, row.id);
  const [detail] = await expandPositions(
    db,
    [{ ...row, viewCount: row.viewCount + 1 }],
    parseExpand(params, JOB_EXPANDS),
  );
  return detail;
}
