// GET /api/v1/site/captcha: an ALTCHA challenge {parameters, signature} for anonymous forms; the
// widget solves it in the browser and the form sends the solution as `altcha` (server/captcha).
import { createCaptchaChallenge } from "@/server/captcha/captcha";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { clientNetwork } from "@/server/http/client-address";
import { enforce } from "@/server/rate-limit";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    await enforce(`captcha:${clientNetwork(request)}`, 120, 3600);
    return createCaptchaChallenge();
  },
  { cache: notShared },
);
