// POST /api/v1/user/addresses/create (signed in) {title, province_id, city_id, address,
// postal_code, phone?}: adds an address; 201 with it.
import { createAddress, toAddress } from "@/server/account/addresses";
import { requireCaller } from "@/server/auth/request-auth";
import { getDb } from "@/server/db/client";
import { apiHandler, readJson } from "@/server/http/handler";
import { addressSchema } from "@/validation/account/address";

export const dynamic = "force-dynamic";

export const POST = apiHandler(async (request: Request) => {
  const caller = await requireCaller(request);
  const input = addressSchema.parse(await readJson(request));
  const row = await createAddress(await getDb(), caller.user.id, input);
  return Response.json(toAddress(row), { status: 201, headers: { "Cache-Control": "no-store" } });
});
