// GET /api/v1/job/cities: the cities that have open positions (the jobs list's city filter).
import { getDb } from "@/server/db/client";
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { positionCities } from "@/server/jobs/queries";

export const dynamic = "force-dynamic";

export const GET = apiHandler(async () => positionCities(await getDb()), { cache: publicList("job") });
