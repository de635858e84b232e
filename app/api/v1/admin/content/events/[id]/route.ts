// GET /api/v1/admin/content/events/{id} (editors, admins): the event as the edit form shows it, with
// its state and version. PATCH {…fields, version}: an edit; 409 when someone saved since `version`.
import { EVENT_CONTENT_NOT_FOUND, getContentEvent, updateContentEvent } from "@/server/events/desk";
import { pathId, requireEditor, type IdContext } from "@/server/publishing/http";
import { getDb } from "@/server/db/client";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler, readJson } from "@/server/http/handler";
import { eventPatchSchema } from "@/validation/content/event";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request, { params }: IdContext) => {
    await requireEditor(request);
    return getContentEvent(await getDb(), await pathId(params, "id", EVENT_CONTENT_NOT_FOUND));
  },
  { cache: notShared },
);

export const PATCH = apiHandler(async (request: Request, { params }: IdContext) => {
  const staff = await requireEditor(request);
  const id = await pathId(params, "id", EVENT_CONTENT_NOT_FOUND);
  const patch = eventPatchSchema.parse(await readJson(request));
  return updateContentEvent(await getDb(), staff, id, patch);
});
