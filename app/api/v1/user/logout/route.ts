// POST /api/v1/user/logout: ends this session, even when its access token has expired, and always
// answers 200: a dead or missing token has nothing left to end, and the cookies are cleared anyway.
// With a 'login as' stack, the previous account becomes active again (its refresh token is rotated
// into fresh cookies). Ending an admin's 'login as' session is audited as the admin's, and the stack
// takes the browser back to the admin's own session.
import { resumeStackedAccount } from "@/server/auth/account-stack";
import { clearSessionCookies, withCookies } from "@/server/auth/cookies";
import { toIdentity } from "@/server/auth/identity";
import { endLoginAs } from "@/server/auth/login-as";
import { presentedToken } from "@/server/auth/request-auth";
import { revokeSession, sessionOfAccessToken } from "@/server/auth/sessions";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const POST = apiHandler(async (request: Request) => {
  const presented = presentedToken(request);
  const session = presented ? await sessionOfAccessToken(presented.token) : undefined;
  if (session?.impersonatorId != null)
    await endLoginAs(request, { ...session, impersonatorId: session.impersonatorId });
  else if (session) await revokeSession(session.id);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const resumed = await resumeStackedAccount(request);
  if (resumed) {
    withCookies(headers, resumed.cookies);
    return Response.json({ switched_to: toIdentity(resumed.user) }, { headers });
  }
  withCookies(headers, clearSessionCookies());
  return Response.json({ switched_to: null }, { headers });
});
