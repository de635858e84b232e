// GET /api/v1/business/categories: the categories and stages of published businesses, with counts.
import { businessCategories } from "@/server/businesses/queries";
import { getDb } from "@/server/db/client";
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler(async () => businessCategories(await getDb()), { cache: publicList("business") });
