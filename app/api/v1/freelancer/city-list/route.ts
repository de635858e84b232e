// GET /api/v1/freelancer/city-list: the cities published freelancers work from (the city filter).
import { getDb } from "@/server/db/client";
import { freelancerCityList } from "@/server/freelancers/queries";
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler(async () => freelancerCityList(await getDb()), { cache: publicList("freelancer") });
