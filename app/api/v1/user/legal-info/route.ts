// GET /api/v1/user/legal-info (signed in): the legal details of my companies, last edited first.
import { listLegalInfos, toLegalInfo } from "@/server/account/legal-infos";
import { requireCaller } from "@/server/auth/request-auth";
import { getDb } from "@/server/db/client";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { listResponse, parsePagination } from "@/server/http/pagination";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const caller = await requireCaller(request);
    const page = parsePagination(new URL(request.url).searchParams, { defaultPerPage: 20 });
    const { rows, total } = await listLegalInfos(await getDb(), caller.user.id, page);
    return listResponse(rows.map(toLegalInfo), total, page, { headers: { "Cache-Control": "no-store" } });
  },
  { cache: notShared },
);
