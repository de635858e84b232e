// GET /api/v1/health: 200 {"status":"ok","checks":{"database":"ok"}} while the database answers;
// otherwise 503, the Persian envelope naming the part that is down ({"checks":{"database":"down"}}),
// within 2 s even when the database hangs (issue 15).
import { databaseAnswers } from "@/server/db/client";
import { HttpError } from "@/server/http/errors";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

/** How long the database may take to answer `select 1` before health calls it down. */
const DATABASE_CHECK_MS = 1500;

export const GET = apiHandler(
  async () => {
    const checks = { database: (await databaseAnswers(DATABASE_CHECK_MS)) ? "ok" : "down" } as const;
    if (checks.database === "ok") return { status: "ok", checks };
    return Response.json(
      { ...new HttpError(503).toEnvelope(), checks },
      { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "5" } },
    );
  },
  { cache: notShared },
);
