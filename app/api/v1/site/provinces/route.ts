// GET /api/v1/site/provinces: Iran's 31 provinces [{id, name}] (SPEC §3), ids 1–31.
import { PROVINCES } from "@/shared/geo/iran";
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  () => Response.json(PROVINCES, { headers: { "Cache-Control": "public, max-age=86400" } }),
  { cache: publicList("site") },
);
