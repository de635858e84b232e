// GET /api/v1/location: the spaces of the branches, filtered by branch_id (or branch, a slug or
// id); expand=plans,branch; paginated.
import { LOCATION_EXPANDS } from "@/shared/types/workspaces";
import { getDb } from "@/server/db/client";
import { parseExpand } from "@/server/http/expand";
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { listResponse, parsePagination } from "@/server/http/pagination";
import { expandLocations, listLocations } from "@/server/workspaces/queries";
import { locationListQuery } from "@/shared/queries/catalog";
import { parseQuery } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const params = new URL(request.url).searchParams;
    const page = parsePagination(params);
    const db = await getDb();
    const { branch_id: branchId, branch } = parseQuery(locationListQuery, params);
    const { rows, total } = await listLocations(db, { branchId, branch }, page);
    return listResponse(await expandLocations(db, rows, parseExpand(params, LOCATION_EXPANDS)), total, page);
  },
  { cache: publicList("workspace") },
);
