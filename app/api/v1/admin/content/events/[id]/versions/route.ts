// GET /api/v1/admin/content/events/{id}/versions (editors, admins): every saved state, newest first,
// with who saved it and when.
import { EVENT_CONTENT_NOT_FOUND, getContentEvent } from "@/server/content/events";
import { pathId, requireEditor, type IdContext } from "@/server/content/http";
import { listVersions } from "@/server/content/versions";
import { getDb } from "@/server/db/client";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler(async (request: Request, { params }: IdContext) => {
  await requireEditor(request);
  const id = await pathId(params, "id", EVENT_CONTENT_NOT_FOUND);
  const db = await getDb();
  await getContentEvent(db, id);
  return listVersions(db, "event", id);
});
