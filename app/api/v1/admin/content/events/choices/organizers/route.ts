// POST /api/v1/admin/content/events/choices/organizers {name, logo?} (editors, admins): a new
// organizer for the event form to choose (201 {id, name, logo}); the logo is a square picture the
// desk uploaded (purpose "logo", with its required text alternative); none: a drawn one.
import { createOrganizer } from "@/server/events/choice-creates";
import { requireEditor } from "@/server/publishing/http";
import { getDb } from "@/server/db/client";
import { apiHandler, readJson } from "@/server/http/handler";
import { newOrganizerSchema } from "@/validation/content/event-choices";

export const dynamic = "force-dynamic";

export const POST = apiHandler(async (request: Request) => {
  const staff = await requireEditor(request);
  const input = newOrganizerSchema.parse(await readJson(request));
  return Response.json(await createOrganizer(await getDb(), staff, input), { status: 201 });
});
