// GET /api/v1/request/track?code=&mobile=: a request's status and history for anyone who has
// both its tracking code and the mobile number it was sent with. Lookups are rate limited.
import { getDb } from "@/server/db/client";
import { notFound } from "@/server/http/errors";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { clientNetwork } from "@/server/http/client-address";
import { enforce } from "@/server/rate-limit";
import { findByTrackingCode } from "@/server/requests/queries";
import { trackQuery } from "@/validation/queries/requests";
import { parseQuery } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const params = new URL(request.url).searchParams;
    const { code, mobile } = parseQuery(trackQuery, params);
    await enforce(`track:${clientNetwork(request)}`, 30, 600);
    const found = await findByTrackingCode(await getDb(), code, mobile);
    if (!found) throw notFound("درخواستی با این کد پیگیری و شماره موبایل پیدا نشد.");
    return found;
  },
  { cache: notShared },
);
