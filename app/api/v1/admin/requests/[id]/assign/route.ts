// POST /api/v1/admin/requests/{id}/assign {assignee_id | null, version} (reviewers of its kind,
// admins): hands the request to a colleague who reviews its kind, or to nobody.
import { getDb } from "@/server/db/client";
import { requestIdOf } from "@/server/desk/reviewable-request";
import { assign } from "@/server/desk/decisions";
import { deskItemOf } from "@/server/desk/serialize";
import { apiHandler, readJson } from "@/server/http/handler";
import { requireStaff } from "@/server/staff/access";
import { canReview } from "@/shared/staff";
import { assignSchema } from "@/validation/desk";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

export const POST = apiHandler(async (request: Request, { params }: Context) => {
  const staff = await requireStaff(request, (access) => canReview(access));
  const id = await requestIdOf(params);
  const { assignee_id, version } = assignSchema.parse(await readJson(request));
  const db = await getDb();
  return deskItemOf(db, await assign(db, staff, id, assignee_id, version));
});
