// POST /api/v1/security/set-password?expand=identity {number, code, password,
// password_confirmation, client_id, client_secret}: sets the password, ends every session of the
// account (a reset means the old password, or a token, may be in other hands), and signs in anew.
import { hashPassword } from "@/server/auth/crypto";
import { cookieNames } from "@/shared/site";
import { readCookie } from "@/server/auth/cookies";
import { consumeOtp } from "@/server/auth/otp";
import { checkClient, signInResponse } from "@/server/auth/sign-in";
import { findOrCreateUser, setPassword } from "@/server/auth/users";
import { apiHandler, readJson } from "@/server/http/handler";
import { setPasswordSchema } from "@/validation/auth";

export const dynamic = "force-dynamic";

export const POST = apiHandler(async (request: Request) => {
  const input = setPasswordSchema.parse(await readJson(request));
  checkClient(input.client_id, input.client_secret);
  await consumeOtp(input.number, "set-password", input.code);
  const user = await findOrCreateUser(input.number, { referralCode: readCookie(request, cookieNames.referral) });
  return signInResponse(request, await setPassword(user.id, await hashPassword(input.password)));
});
