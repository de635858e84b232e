// GET /api/v1/site/cities?province_id=: the main cities of a province [{id, name, province_id,
// local_payment}], its capital first (the city of Kerman is id 0, SPEC §3).
import { citiesOf, provinceById } from "@/shared/geo/iran";
import { intParam } from "@/server/catalog/query";
import { notFound } from "@/server/http/errors";
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { ValidationFailure } from "@/server/http/validation";
import { cityListQuery } from "@/shared/queries/catalog";
import { parseQuery } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  (request: Request) => {
    const raw = parseQuery(cityListQuery, new URL(request.url).searchParams).province_id;
    if (!raw?.trim()) throw new ValidationFailure("province_id", "استان را انتخاب کنید");
    const province = provinceById(intParam(raw) ?? -1);
    if (!province) throw notFound("استانی با این شناسه پیدا نشد.");
    return Response.json(citiesOf(province.id), { headers: { "Cache-Control": "public, max-age=86400" } });
  },
  { cache: publicList("site") },
);
