// POST /api/v1/admin/requests/{id}/calls {outcome, call_back_at?, note?} (reviewers of its kind,
// admins): records a call to the requester.
import { getDb } from "@/server/db/client";
import { requestIdOf } from "@/server/desk/reviewable-request";
import { logCall } from "@/server/desk/decisions";
import { toDeskCall } from "@/server/desk/serialize";
import { apiHandler, readJson } from "@/server/http/handler";
import { requireStaff } from "@/server/staff/access";
import { canReview } from "@/shared/staff";
import { callSchema } from "@/validation/desk";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

export const POST = apiHandler(async (request: Request, { params }: Context) => {
  const staff = await requireStaff(request, (access) => canReview(access));
  const id = await requestIdOf(params);
  const entry = callSchema.parse(await readJson(request));
  return Response.json(toDeskCall(await logCall(await getDb(), staff, id, entry), staff.user), { status: 201 });
});
