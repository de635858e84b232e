// POST /api/v1/panel/user/update (signed in) {first_name, last_name, national_code, birthday,
// email}: completes or edits the profile; answers {identity}.
import { hintCookie } from "@/server/auth/cookies";
import { toIdentity } from "@/server/auth/identity";
import { requireCaller } from "@/server/auth/request-auth";
import { displayName } from "@/server/auth/sign-in";
import { updateProfile } from "@/server/auth/users";
import { apiHandler, readJson } from "@/server/http/handler";
import { profileSchema } from "@/validation/auth";

export const dynamic = "force-dynamic";

export const POST = apiHandler(async (request: Request) => {
  const caller = await requireCaller(request);
  const user = await updateProfile(caller.user.id, profileSchema.parse(await readJson(request)));
  const headers = new Headers({ "Cache-Control": "no-store" });
  // The readable name hint follows the new name.
  if (caller.via === "cookie") headers.append("Set-Cookie", hintCookie(displayName(user)));
  return Response.json({ identity: toIdentity(user) }, { headers });
});
