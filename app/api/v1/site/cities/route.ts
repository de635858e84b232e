// GET /api/v1/site/cities?province_id=: the main cities of a province [{id, name, province_id,
// local_payment}], its capital first (the city of Kerman is id 0, SPEC §3).
import { citiesOf, provinceById } from "@/shared/geo/iran";
import { intParam } from "@/server/catalog/query";
import { notFound } from "@/server/http/errors";
import { apiHandler } from "@/server/http/handler";
import { ValidationFailure } from "@/server/http/validation";

export const dynamic = "force-dynamic";

export const GET = apiHandler((request: Request) => {
  const raw = new URL(request.url).searchParams.get("province_id");
  if (!raw?.trim()) throw new ValidationFailure("province_id", "استان را انتخاب کنید");
  const province = provinceById(intParam(raw) ?? -1);
  if (!province) throw notFound("استانی با این شناسه پیدا نشد.");
  return Response.json(citiesOf(province.id), { headers: { "Cache-Control": "public, max-age=86400" } });
});
