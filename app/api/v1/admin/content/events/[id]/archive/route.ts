// POST /api/v1/admin/content/events/{id}/archive {version?} (editors, admins): off the site, kept with its history.
import { archiveContentEvent, EVENT_CONTENT_NOT_FOUND } from "@/server/events/desk";
import { pathId, requireEditor, type IdContext } from "@/server/publishing/http";
import { getDb } from "@/server/db/client";
import { apiHandler, readJson } from "@/server/http/handler";
import { contentActionSchema } from "@/validation/content/event";

export const dynamic = "force-dynamic";

export const POST = apiHandler(async (request: Request, { params }: IdContext) => {
  const staff = await requireEditor(request);
  const id = await pathId(params, "id", EVENT_CONTENT_NOT_FOUND);
  const { version } = contentActionSchema.parse(await readJson(request));
  return archiveContentEvent(await getDb(), staff, id, version);
});
