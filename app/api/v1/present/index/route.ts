// GET /api/v1/present/index: current presents (not ended), filtered by q and kind
// (package | discount | gift); sorted by `sort` (-created_at | -view_count | price | -price); paginated.
import { getDb } from "@/server/db/client";
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { listResponse, parsePagination } from "@/server/http/pagination";
import { listPresents, presentDetail } from "@/server/presents/queries";
import { presentListQuery } from "@/shared/queries/catalog";
import { parseQuery } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const params = new URL(request.url).searchParams;
    const page = parsePagination(params, { defaultPerPage: 12 });
    const { rows, total } = await listPresents(await getDb(), parseQuery(presentListQuery, params), page);
    const now = Date.now();
    return listResponse(
      rows.map((row) => presentDetail(row, now)),
      total,
      page,
    );
  },
  { cache: publicList("present") },
);
