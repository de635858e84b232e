// POST /api/v1/security/validate-login?expand=identity {number, code, client_id, client_secret}:
// a right code signs in (a first sign-in creates the account).
import { cookieNames } from "@/shared/site";
import { readCookie } from "@/server/auth/cookies";
import { consumeOtp } from "@/server/auth/otp";
import { checkClient, signInResponse } from "@/server/auth/sign-in";
import { findOrCreateUser } from "@/server/auth/users";
import { apiHandler, readJson } from "@/server/http/handler";
import { validateCodeSchema } from "@/validation/auth";

export const dynamic = "force-dynamic";

export const POST = apiHandler(async (request: Request) => {
  const input = validateCodeSchema.parse(await readJson(request));
  checkClient(input.client_id, input.client_secret);
  await consumeOtp(input.number, "login", input.code);
  return signInResponse(
    request,
    await findOrCreateUser(input.number, { referralCode: readCookie(request, cookieNames.referral) }),
  );
});
