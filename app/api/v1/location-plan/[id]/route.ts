// GET /api/v1/location-plan/{id}: one active plan (e.g. the one a reservation link preselects);
// expand=location,service.
import { PLAN_EXPANDS } from "@/shared/types/workspaces";
import { intParam } from "@/server/catalog/query";
import { getDb } from "@/server/db/client";
import { notFound } from "@/server/http/errors";
import { parseExpand } from "@/server/http/expand";
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { PLAN_NOT_FOUND } from "@/server/workspaces/http";
import { expandPlans, findPlan } from "@/server/workspaces/queries";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

export const GET = apiHandler(
  async (request: Request, { params }: Context) => {
    const db = await getDb();
    const row = await findPlan(db, intParam((await params).id));
    if (!row) throw notFound(PLAN_NOT_FOUND);
    const [plan] = await expandPlans(db, [row], parseExpand(new URL(request.url).searchParams, PLAN_EXPANDS));
    return plan;
  },
  { cache: publicList("workspace") },
);
