// POST /api/v1/admin/content/events/choices/tags {name} (editors, admins): the tag with this name, for
// the event form's tags: the site's own when one has that name in any spelling (200), else a new
// one (201). Answers {slug, name}; the event is tagged with the slug when it is saved.
import { createTag } from "@/server/events/choice-creates";
import { requireEditor } from "@/server/publishing/http";
import { getDb } from "@/server/db/client";
import { apiHandler, readJson } from "@/server/http/handler";
import { newTagSchema } from "@/validation/content/event-choices";

export const dynamic = "force-dynamic";

export const POST = apiHandler(async (request: Request) => {
  const staff = await requireEditor(request);
  const input = newTagSchema.parse(await readJson(request));
  const { created, ...tag } = await createTag(await getDb(), staff, input);
  return Response.json(tag, { status: created ? 201 : 200 });
});
