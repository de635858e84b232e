// GET /api/v1/mentor/category-list: the mentor categories with their published mentor counts.
import { getDb } from "@/server/db/client";
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { mentorCategoryList } from "@/server/mentors/queries";

export const dynamic = "force-dynamic";

export const GET = apiHandler(async () => mentorCategoryList(await getDb()), { cache: publicList("mentor") });
