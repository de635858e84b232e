// POST /api/v1/admin/content/events/{id}/publish {publish_at?, version?} (editors, admins): public at
// once, or from publish_at on (ISO 8601, or a Jalali date and time on Tehran's clock).
import { EVENT_CONTENT_NOT_FOUND, publishContentEvent } from "@/server/events/desk";
import { pathId, requireEditor, type IdContext } from "@/server/publishing/http";
import { getDb } from "@/server/db/client";
import { apiHandler, readJson } from "@/server/http/handler";
import { publishSchema } from "@/validation/content/event";

export const dynamic = "force-dynamic";

export const POST = apiHandler(async (request: Request, { params }: IdContext) => {
  const staff = await requireEditor(request);
  const id = await pathId(params, "id", EVENT_CONTENT_NOT_FOUND);
  const { publish_at, version } = publishSchema.parse(await readJson(request));
  return publishContentEvent(await getDb(), staff, id, publish_at ?? null, version);
});
