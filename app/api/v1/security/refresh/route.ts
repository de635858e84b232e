// POST /api/v1/security/refresh {refresh_token}: new tokens for a valid refresh token; the old
// pair stops working (and a reused refresh token revokes every session of its user).
import { z } from "zod";
import { rotateRefreshToken } from "@/server/auth/sessions";
import { HttpError } from "@/server/http/errors";
import { apiHandler, readJson } from "@/server/http/handler";
import { clientIp } from "@/server/rate-limit";
import { WEB_CLIENT_ID } from "@/lib/site";

export const dynamic = "force-dynamic";

const schema = z.object({ refresh_token: z.string({ error: "توکن تازه‌سازی الزامی است" }).min(1, "توکن تازه‌سازی الزامی است") });

export const POST = apiHandler(async (request: Request) => {
  const { refresh_token } = schema.parse(await readJson(request));
  const tokens = await rotateRefreshToken(refresh_token, {
    clientId: WEB_CLIENT_ID,
    userAgent: request.headers.get("user-agent"),
    ip: clientIp(request),
  });
  if (!tokens) throw new HttpError(401, "نشست شما معتبر نیست؛ لطفاً دوباره وارد شوید.");
  return { token: tokens };
});
