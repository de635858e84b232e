// POST /api/v1/admin/requests/{id}/status {status, note?, notify?, version} (reviewers of its
// kind, admins): moves the request along its kind's workflow; 409 when the move is not allowed or
// someone changed the request since `version`. With notify, the requester gets the status SMS.
import { getDb } from "@/server/db/client";
import { requestIdOf } from "@/server/desk/reviewable-request";
import { changeStatus } from "@/server/desk/decisions";
import { deskItemOf } from "@/server/desk/serialize";
import { apiHandler, readJson } from "@/server/http/handler";
import { requireStaff } from "@/server/staff/access";
import { canReview } from "@/shared/staff";
import { statusDecisionSchema } from "@/validation/desk";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

export const POST = apiHandler(async (request: Request, { params }: Context) => {
  const staff = await requireStaff(request, (access) => canReview(access));
  const id = await requestIdOf(params);
  const decision = statusDecisionSchema.parse(await readJson(request));
  const db = await getDb();
  const { request: updated, sms } = await changeStatus(db, staff, id, decision);
  return { request: await deskItemOf(db, updated), sms: sms?.outcome ?? null };
});
