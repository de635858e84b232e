// POST /api/v1/security/validate-code-password {code, password, password_confirmation}
// (signed in): sets a new password with a code sent to the user's own number; every other session
// of the account ends, the caller's stays. Not in an admin's 'login as' session (403).
import { hashPassword } from "@/server/auth/crypto";
import { toIdentity } from "@/server/auth/identity";
import { consumeOtp } from "@/server/auth/otp";
import { requireAccountOwner } from "@/server/auth/request-auth";
import { setPassword } from "@/server/auth/users";
import { apiHandler, readJson } from "@/server/http/handler";
import { codePasswordSchema } from "@/validation/auth";

export const dynamic = "force-dynamic";

export const POST = apiHandler(async (request: Request) => {
  const caller = await requireAccountOwner(request);
  const input = codePasswordSchema.parse(await readJson(request));
  await consumeOtp(caller.user.mobile, "set-password", input.code);
  return {
    identity: toIdentity(await setPassword(caller.user.id, await hashPassword(input.password), caller.session.id)),
  };
});
