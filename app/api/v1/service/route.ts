// GET /api/v1/service: the service types (hot desk, dedicated desk, team room, meeting room,
// event hall), each with the number of its active plans; paginated.
import { getDb } from "@/server/db/client";
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { listResponse, parsePagination } from "@/server/http/pagination";
import { listServices } from "@/server/workspaces/queries";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const page = parsePagination(new URL(request.url).searchParams);
    const { items, total } = await listServices(await getDb(), page);
    return listResponse(items, total, page);
  },
  { cache: publicList("workspace") },
);
