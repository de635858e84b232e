// GET /api/v1/site/captcha: a new captcha {id, image (SVG data URL), expires_in} for anonymous forms.
import { createCaptcha } from "@/server/captcha/captcha";
import { apiHandler } from "@/server/http/handler";
import { clientIp, enforce } from "@/server/rate-limit";

export const dynamic = "force-dynamic";

export const GET = apiHandler(async (request: Request) => {
  await enforce(`captcha:${clientIp(request)}`, 120, 3600);
  return createCaptcha();
});
