// POST /api/v1/panel/user/update (signed in) {first_name, last_name, national_code, birthday,
// email}: completes or edits the profile; answers {identity}. In an admin's 'login as' session the
// change is audited as the admin's, with the profile before and after.
import { hintCookie } from "@/server/auth/cookies";
import { toIdentity } from "@/server/auth/identity";
import { requireCaller } from "@/server/auth/request-auth";
import { displayName } from "@/server/auth/sign-in";
import { updateProfile } from "@/server/auth/users";
import { clientIp } from "@/server/http/client-address";
import { apiHandler, readJson } from "@/server/http/handler";
import { profileSchema } from "@/validation/auth";

export const dynamic = "force-dynamic";

export const POST = apiHandler(async (request: Request) => {
  const caller = await requireCaller(request);
  const onBehalf =
    caller.impersonatorId === null ? undefined : { impersonatorId: caller.impersonatorId, ip: clientIp(request) };
  const user = await updateProfile(caller.user.id, profileSchema.parse(await readJson(request)), onBehalf);
  const headers = new Headers({ "Cache-Control": "no-store" });
  // The readable name hint follows the new name.
  if (caller.via === "cookie") headers.append("Set-Cookie", hintCookie(displayName(user)));
  return Response.json({ identity: toIdentity(user) }, { headers });
});
