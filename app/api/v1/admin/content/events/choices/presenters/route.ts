// POST /api/v1/admin/content/events/choices/presenters {name, title?, avatar?} (editors, admins): a
// new session presenter for the event form to choose (201 {id, name, title, avatar}); the avatar is
// a square picture the desk uploaded (purpose "logo", with its required text alternative); none: a
// drawn one.
import { createPresenter } from "@/server/events/choice-creates";
import { requireEditor } from "@/server/publishing/http";
import { getDb } from "@/server/db/client";
import { apiHandler, readJson } from "@/server/http/handler";
import { newPresenterSchema } from "@/validation/content/event-choices";

export const dynamic = "force-dynamic";

export const POST = apiHandler(async (request: Request) => {
  const staff = await requireEditor(request);
  const input = newPresenterSchema.parse(await readJson(request));
  return Response.json(await createPresenter(await getDb(), staff, input), { status: 201 });
});
