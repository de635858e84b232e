// POST /api/v1/admin/requests/{id}/notes {text} (reviewers of its kind, admins): an internal note.
import { getDb } from "@/server/db/client";
import { requestIdOf } from "@/server/desk/reviewable-request";
import { addNote } from "@/server/desk/decisions";
import { toDeskNote } from "@/server/desk/serialize";
import { apiHandler, readJson } from "@/server/http/handler";
import { requireStaff } from "@/server/staff/access";
import { canReview } from "@/shared/staff";
import { noteSchema } from "@/validation/desk";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

export const POST = apiHandler(async (request: Request, { params }: Context) => {
  const staff = await requireStaff(request, (access) => canReview(access));
  const id = await requestIdOf(params);
  const { text } = noteSchema.parse(await readJson(request));
  return Response.json(toDeskNote(await addNote(await getDb(), staff, id, text), staff.user), { status: 201 });
});
