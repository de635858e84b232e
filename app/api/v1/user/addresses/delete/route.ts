// POST /api/v1/user/addresses/delete?id= (signed in): deletes one of my addresses; anyone
// else's is 404.
import { ADDRESS_NOT_FOUND, deleteAddress } from "@/server/account/addresses";
import { requireCaller } from "@/server/auth/request-auth";
import { getDb } from "@/server/db/client";
import { notFound } from "@/server/http/errors";
import { apiHandler } from "@/server/http/handler";
import { ownRecordQuery } from "@/shared/queries/account";
import { parseQuery } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

export const POST = apiHandler(async (request: Request) => {
  const caller = await requireCaller(request);
  const id = parseQuery(ownRecordQuery, new URL(request.url).searchParams).id ?? -1;
  if (!(await deleteAddress(await getDb(), caller.user.id, id))) throw notFound(ADDRESS_NOT_FOUND);
  return { id };
});
