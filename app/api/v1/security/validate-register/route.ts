// POST /api/v1/security/validate-register?expand=identity {number, code, client_id, client_secret}.
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
  const payload = await consumeOtp(input.number, "register", input.code);
  const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);
  const user = await findOrCreateUser(input.number, {
    firstName: text(payload.firstName),
    lastName: text(payload.lastName),
    passwordHash: text(payload.passwordHash),
    referralCode: readCookie(request, cookieNames.referral),
  });
  return signInResponse(request, user);
});
