// GET /api/v1/health: 200 {"status":"ok"} while the database answers, 503 otherwise.
import { databaseAnswers } from "@/server/db/client";
import { HttpError } from "@/server/http/errors";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler(async () => {
  if (!(await databaseAnswers())) throw new HttpError(503);
  return { status: "ok" };
});
