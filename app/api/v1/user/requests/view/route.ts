// GET /api/v1/user/requests/view?id= (signed in): one of my requests with its timeline and files.
import { requireCaller } from "@/server/auth/request-auth";
import { getDb } from "@/server/db/client";
import { notFound } from "@/server/http/errors";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { findUserRequest } from "@/server/requests/queries";
import { isOwnCancellable } from "@/server/events/attendees";
import type { RequestDetail } from "@/shared/types/requests";
import { ownRecordQuery } from "@/shared/queries/account";
import { parseQuery } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const caller = await requireCaller(request);
    const id = parseQuery(ownRecordQuery, new URL(request.url).searchParams).id ?? -1;
    const found = await findUserRequest(await getDb(), caller.user.id, id);
    if (!found) throw notFound("درخواستی که دنبال آن بودید پیدا نشد.");
    return { ...found, can_cancel: await isOwnCancellable(await getDb(), caller.user.id, id) } satisfies RequestDetail;
  },
  { cache: notShared },
);
