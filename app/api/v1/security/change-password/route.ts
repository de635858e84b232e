// POST /api/v1/security/change-password {current_password, password, password_confirmation}
// (signed in): a new password for the current one. Wrong tries count against the same limits as
// the password sign-in (per number or device, and per network), before any hashing, so a stolen session
// cannot guess the password faster here. Every other session of the account ends; the caller's
// stays. Not in an admin's 'login as' session (403).
import { hashPassword, verifyPassword } from "@/server/auth/crypto";
import { toIdentity } from "@/server/auth/identity";
import { countPasswordTry, forgetPasswordTries } from "@/server/auth/password-tries";
import { requireAccountOwner } from "@/server/auth/request-auth";
import { setPassword } from "@/server/auth/users";
import { apiHandler, readJson } from "@/server/http/handler";
import { ValidationFailure } from "@/server/http/validation";
import { changePasswordSchema } from "@/validation/auth";

export const dynamic = "force-dynamic";

export const POST = apiHandler(async (request: Request) => {
  const caller = await requireAccountOwner(request);
  const input = changePasswordSchema.parse(await readJson(request));
  const { user } = caller;
  // Nothing to compare with: the account sets its first password with a code instead.
  if (!user.passwordHash)
    throw new ValidationFailure(
      "current_password",
      "حساب شما هنوز رمز عبور ندارد؛ رمز عبور را با کد پیامکی تعیین کنید.",
    );
  await countPasswordTry(request, user.mobile);
  if (!(await verifyPassword(input.current_password, user.passwordHash)))
    throw new ValidationFailure("current_password", "رمز عبور فعلی نادرست است.");
  await forgetPasswordTries(request, user.mobile);
  return { identity: toIdentity(await setPassword(user.id, await hashPassword(input.password), caller.session.id)) };
});
