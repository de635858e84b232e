// GET /api/v1/career-apply/units: the career units, with their open positions when
// expand=jobPositions (SPEC §3, §7); paginated. `unit`: only the unit a slug, an id or a slug it
// had names (the site moves a shared `?unit=old` to the current slug).
import { JOB_UNIT_EXPANDS } from "@/shared/types/jobs";
import { getDb } from "@/server/db/client";
import { parseExpand } from "@/server/http/expand";
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { listResponse, parsePagination } from "@/server/http/pagination";
import { listUnits } from "@/server/jobs/queries";
import { unitListQuery } from "@/shared/queries/catalog";
import { parseQuery } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const params = new URL(request.url).searchParams;
    const page = parsePagination(params);
    const { units, total } = await listUnits(
      await getDb(),
      page,
      parseExpand(params, JOB_UNIT_EXPANDS),
      parseQuery(unitListQuery, params).unit,
    );
    return listResponse(units, total, page);
  },
  { cache: publicList("job") },
);
