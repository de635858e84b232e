import "server-only";
// Request → presents query, shared by the present routes.
import { getDb } from "@/server/db/client";
import { notFound } from "@/server/http/errors";
import { findPresent, presentDetail, recordPresentView } from "./queries";
import { detailQuery } from "@/shared/queries/catalog";
import { parseQuery } from "@/shared/queries/query";

export const PRESENT_NOT_FOUND = "پیشنهادی که دنبال آن بودید پیدا نشد.";

/** One present by `id` or `slug`; counts a view. */
export async function presentDetailResponse(request: Request, by: "id" | "slug") {
  const params = new URL(request.url).searchParams;
  const db = await getDb();
  const { id, slug } = parseQuery(detailQuery, params);
  const row = by === "id" ? await findPresent(db, { id: id ?? -1 }) : await findPresent(db, { slug });
  if (!row) throw notFound(PRESENT_NOT_FOUND);
  await recordPresentView(db, row.id);
  return presentDetail({ ...row, viewCount: row.viewCount + 1 });
}
