// GET /api/v1/site/map-status: {"available": boolean}, whether the maps service answers (SPEC §7).
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { mapAvailable } from "@/server/workspaces/map-status";

export const dynamic = "force-dynamic";

export const GET = apiHandler(async () => ({ available: await mapAvailable() }), { cache: notShared });
