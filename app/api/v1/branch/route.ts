// GET /api/v1/branch: the branches; expand=locations,locations.plans; paginated. `branch`: only the
// branch a slug, an id or a slug it had names (the site moves a shared `?branch=old` to the current slug).
import { BRANCH_EXPANDS } from "@/shared/types/workspaces";
import { getDb } from "@/server/db/client";
import { parseExpand } from "@/server/http/expand";
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { listResponse, parsePagination } from "@/server/http/pagination";
import { expandBranches, listBranches } from "@/server/workspaces/queries";
import { branchListQuery } from "@/shared/queries/catalog";
import { parseQuery } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const params = new URL(request.url).searchParams;
    const page = parsePagination(params);
    const db = await getDb();
    const { rows, total } = await listBranches(db, page, parseQuery(branchListQuery, params).branch);
    return listResponse(await expandBranches(db, rows, parseExpand(params, BRANCH_EXPANDS)), total, page);
  },
  { cache: publicList("workspace") },
);
