// POST /api/v1/user/sessions/revoke {id} (signed in): ends one of my sessions; anyone else's (or
// one already over) is 404. Ending the current one signs this browser out: its cookies are cleared.
import type { RevokedSession } from "@/shared/types/sessions";
import { clearSessionCookies, withCookies } from "@/server/auth/cookies";
import { requireAccountOwner } from "@/server/auth/request-auth";
import { revokeOwnSession } from "@/server/auth/sessions";
import { notFound } from "@/server/http/errors";
import { apiHandler, readJson } from "@/server/http/handler";
import { rowIdBody } from "@/validation/row-id";

export const dynamic = "force-dynamic";

// Within the id column's range: a larger number is simply no session, not a database error.
const schema = rowIdBody("شناسه نشست معتبر نیست");

export const POST = apiHandler(async (request: Request) => {
  // A support session (an admin logged in as the user) may not sign the user's own devices out.
  const caller = await requireAccountOwner(request);
  const { id } = schema.parse(await readJson(request));
  if (!(await revokeOwnSession(caller.user.id, id))) throw notFound("این نشست پیدا نشد یا پیش‌تر پایان یافته است.");
  const current = id === caller.session.id;
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (current) withCookies(headers, clearSessionCookies());
  return Response.json({ id, current } satisfies RevokedSession, { headers });
});
