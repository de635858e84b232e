// GET /api/v1/request/track?code=&mobile=: a request's status and history for anyone who has
// both its tracking code and the mobile number it was sent with. Lookups are rate limited.
import { z } from "zod";
import { getDb } from "@/server/db/client";
import { notFound } from "@/server/http/errors";
import { apiHandler } from "@/server/http/handler";
import { clientIp } from "@/server/http/client-address";
import { enforce } from "@/server/rate-limit";
import { findByTrackingCode } from "@/server/requests/queries";
import { iranPhone, requiredText } from "@/validation/rules";

export const dynamic = "force-dynamic";

// The number the request was sent with: a mobile, or the landline a contact message may give.
const schema = z.object({ code: requiredText("کد پیگیری"), mobile: iranPhone("شماره موبایل یا تلفن") });

export const GET = apiHandler(async (request: Request) => {
  const params = new URL(request.url).searchParams;
  const { code, mobile } = schema.parse({ code: params.get("code") ?? "", mobile: params.get("mobile") ?? "" });
  await enforce(`track:${clientIp(request)}`, 30, 600);
  const found = await findByTrackingCode(await getDb(), code, mobile);
  if (!found) throw notFound("درخواستی با این کد پیگیری و شماره موبایل پیدا نشد.");
  return found;
});
