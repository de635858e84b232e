// GET /api/v1/admin/content/events/{id}/versions (editors, admins): every saved state, newest first,
// with who saved it and when.
import { EVENT_CONTENT_NOT_FOUND, getContentEvent } from "@/server/events/desk";
import { pathId, requireEditor, type IdContext } from "@/server/publishing/http";
import { listVersions } from "@/server/publishing/versions";
import { getDb } from "@/server/db/client";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request, { params }: IdContext) => {
    await requireEditor(request);
    const id = await pathId(params, "id", EVENT_CONTENT_NOT_FOUND);
    const db = await getDb();
    await getContentEvent(db, id);
    return listVersions(db, "event", id);
  },
  { cache: notShared },
);
