// GET /api/v1/user/points (signed in): my points ledger (newest first), total and club level.
import { pointsSummary } from "@/server/account/points";
import { requireCaller } from "@/server/auth/request-auth";
import { getDb } from "@/server/db/client";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const caller = await requireCaller(request);
    return pointsSummary(await getDb(), caller.user.id);
  },
  { cache: notShared },
);
