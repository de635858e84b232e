// GET /api/v1/freelancer/category-list: the freelancer categories with their published freelancer counts.
import { getDb } from "@/server/db/client";
import { freelancerCategoryList } from "@/server/freelancers/queries";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler(async () => freelancerCategoryList(await getDb()));
