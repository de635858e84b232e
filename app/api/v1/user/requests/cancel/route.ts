// POST /api/v1/user/requests/cancel {id} (signed in): cancels one of my event registrations ("I
// cannot come"); its seat goes to the next person on the waiting list. Answers the request with
// its timeline. Only an open registration of an event not yet over; again: the same answer.
import { requireCaller } from "@/server/auth/request-auth";
import { getDb } from "@/server/db/client";
import { cancelOwnRegistration, OWN_NOT_FOUND } from "@/server/events/attendees";
import { clientIp } from "@/server/http/client-address";
import { notFound } from "@/server/http/errors";
import { apiHandler, readJson } from "@/server/http/handler";
import { findUserRequest } from "@/server/requests/queries";
import type { RequestDetail } from "@/shared/types/requests";
import { rowIdBody } from "@/validation/row-id";

export const dynamic = "force-dynamic";

const schema = rowIdBody("شناسه درخواست معتبر نیست");

export const POST = apiHandler(async (request: Request) => {
  const caller = await requireCaller(request);
  const { id } = schema.parse(await readJson(request));
  const db = await getDb();
  await cancelOwnRegistration(db, caller.user.id, id, clientIp(request));
  const found = await findUserRequest(db, caller.user.id, id);
  if (!found) throw notFound(OWN_NOT_FOUND);
  return { ...found, can_cancel: false } satisfies RequestDetail;
});
