// POST /api/v1/user/legal-info/save (signed in) {id?, company_name, national_id,
// registration_number, economic_code?, address, phone}: creates (201) or updates my record `id`
// (200); anyone else's id is 404.
import { saveLegalInfo, toLegalInfo } from "@/server/account/legal-infos";
import { requireCaller } from "@/server/auth/request-auth";
import { getDb } from "@/server/db/client";
import { apiHandler, readJson } from "@/server/http/handler";
import { legalInfoSchema } from "@/validation/account/legal-info";

export const dynamic = "force-dynamic";

export const POST = apiHandler(async (request: Request) => {
  const caller = await requireCaller(request);
  const input = legalInfoSchema.parse(await readJson(request));
  const { row, created } = await saveLegalInfo(await getDb(), caller.user.id, input);
  return Response.json(toLegalInfo(row), { status: created ? 201 : 200, headers: { "Cache-Control": "no-store" } });
});
