// GET /api/v1/site/provinces: Iran's 31 provinces [{id, name}] (SPEC §3), ids 1–31.
import { PROVINCES } from "@/shared/geo/iran";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler(() =>
  Response.json(PROVINCES, { headers: { "Cache-Control": "public, max-age=86400" } }),
);
