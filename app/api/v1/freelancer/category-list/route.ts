// GET /api/v1/freelancer/category-list: the freelancer categories with their published freelancer counts.
import { getDb } from "@/server/db/client";
import { freelancerCategoryList } from "@/server/freelancers/queries";
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler(async () => freelancerCategoryList(await getDb()), { cache: publicList("freelancer") });
