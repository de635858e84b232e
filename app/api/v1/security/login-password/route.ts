// POST /api/v1/security/login-password?expand=identity {number, password, client_id, client_secret}.
// Wrong number or password get the same answer; tries are limited per number (per device, for a
// device the number signed in on before) and per network, before any hashing.
import { hashPassword, passwordNeedsRehash, verifyPassword } from "@/server/auth/crypto";
import { countPasswordTry, forgetPasswordTries } from "@/server/auth/password-tries";
import { checkClient, signInResponse } from "@/server/auth/sign-in";
import { findUserByMobile, upgradePasswordHash } from "@/server/auth/users";
import { apiHandler, readJson } from "@/server/http/handler";
import { ValidationFailure } from "@/server/http/validation";
import { passwordLoginSchema } from "@/validation/auth";

export const dynamic = "force-dynamic";

export const POST = apiHandler(async (request: Request) => {
  const input = passwordLoginSchema.parse(await readJson(request));
  checkClient(input.client_id, input.client_secret);
  await countPasswordTry(request, input.number);
  const user = await findUserByMobile(input.number);
  if (!(await verifyPassword(input.password, user?.passwordHash)) || !user) {
    throw new ValidationFailure("password", "شماره موبایل یا رمز عبور نادرست است.");
  }
  await forgetPasswordTries(request, input.number);
  // A hash from before today's scrypt cost is redone now, while the password is at hand.
  if (passwordNeedsRehash(user.passwordHash)) await upgradePasswordHash(user.id, await hashPassword(input.password));
  return signInResponse(request, user);
});
