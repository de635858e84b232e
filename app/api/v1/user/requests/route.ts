// GET /api/v1/user/requests (signed in): my requests of every kind, newest first; `kind` filters.
import { requireCaller } from "@/server/auth/request-auth";
import { getDb } from "@/server/db/client";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { listResponse, parsePagination } from "@/server/http/pagination";
import { listUserRequests } from "@/server/requests/queries";
import { toReceipt } from "@/server/requests/serialize";
import { userRequestsQuery } from "@/shared/queries/account";
import { parseQuery } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const caller = await requireCaller(request);
    const params = new URL(request.url).searchParams;
    const page = parsePagination(params, { defaultPerPage: 10 });
    const { rows, total } = await listUserRequests(
      await getDb(),
      caller.user.id,
      page,
      parseQuery(userRequestsQuery, params).kind,
    );
    return listResponse(rows.map(toReceipt), total, page);
  },
  { cache: notShared },
);
