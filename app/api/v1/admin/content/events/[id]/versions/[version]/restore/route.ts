// POST /api/v1/admin/content/events/{id}/versions/{version}/restore {version?} (editors, admins): the
// fields of that version become the newest one (its state, published or not, stays as it is).
import { EVENT_CONTENT_NOT_FOUND, restoreContentEvent, VERSION_NOT_FOUND } from "@/server/events/desk";
import { pathId, requireEditor, type VersionContext } from "@/server/publishing/http";
import { getDb } from "@/server/db/client";
import { apiHandler, readJson } from "@/server/http/handler";
import { contentActionSchema } from "@/validation/content/event";

export const dynamic = "force-dynamic";

export const POST = apiHandler(async (request: Request, { params }: VersionContext) => {
  const staff = await requireEditor(request);
  const id = await pathId(params, "id", EVENT_CONTENT_NOT_FOUND);
  const restored = await pathId(params, "version", VERSION_NOT_FOUND);
  const { version } = contentActionSchema.parse(await readJson(request));
  return restoreContentEvent(await getDb(), staff, id, restored, version);
});
