// GET /api/v1/branch: the branches; expand=locations,locations.plans; paginated.
import { BRANCH_EXPANDS } from "@/shared/types/workspaces";
import { getDb } from "@/server/db/client";
import { parseExpand } from "@/server/http/expand";
import { apiHandler } from "@/server/http/handler";
import { listResponse, parsePagination } from "@/server/http/pagination";
import { expandBranches, listBranches } from "@/server/workspaces/repository";

export const dynamic = "force-dynamic";

export const GET = apiHandler(async (request: Request) => {
  const params = new URL(request.url).searchParams;
  const page = parsePagination(params);
  const db = await getDb();
  const { rows, total } = await listBranches(db, page);
  return listResponse(await expandBranches(db, rows, parseExpand(params, BRANCH_EXPANDS)), total, page);
});
