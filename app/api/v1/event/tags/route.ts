// GET /api/v1/event/tags: the tags that published events carry (the events filter).
import { getDb } from "@/server/db/client";
import { eventTagList } from "@/server/events/queries";
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler(async () => eventTagList(await getDb()), { cache: publicList("event") });
