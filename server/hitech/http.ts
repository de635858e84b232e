import "server-only";
// Request → hi-tech projects query, shared by the hitech routes.
import { getDb } from "@/server/db/client";
import { notFound } from "@/server/http/errors";
import { findProject } from "./queries";
import { detailQuery } from "@/shared/queries/catalog";
import { parseQuery } from "@/shared/queries/query";

export const PROJECT_NOT_FOUND = "پروژه‌ای که دنبال آن بودید پیدا نشد.";

/** The published project named by the `id` query param, or a Persian 404. */
export async function projectFromRequest(request: Request) {
  const db = await getDb();
  const row = await findProject(db, parseQuery(detailQuery, new URL(request.url).searchParams).id ?? -1);
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return { db, row };
}
