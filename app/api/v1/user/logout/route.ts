// POST /api/v1/user/logout: ends this session, even when its access token has expired, and always
// answers 200: a dead or missing token has nothing left to end, and the cookies are cleared anyway.
// With a 'login as' stack, the previous account becomes active again (its refresh token is rotated
// into fresh cookies). Ending an admin's 'login as' session is audited as the admin's, and the stack
// takes the browser back to the admin's own session.
import { accountStackCookie, clearSessionCookies, readAccountStack, sessionCookies, withCookies } from "@/server/auth/cookies";
import { toIdentity } from "@/server/auth/identity";
import { endLoginAs, hintCookieFor } from "@/server/auth/login-as";
import { presentedToken } from "@/server/auth/request-auth";
import { rotateRefreshToken } from "@/server/auth/rotation";
import { revokeSession, sessionOfAccessToken } from "@/server/auth/sessions";
import { displayName } from "@/server/auth/sign-in";
import { apiHandler } from "@/server/http/handler";
import { clientIp } from "@/server/http/client-address";
import { WEB_CLIENT_ID } from "@/shared/site";

export const dynamic = "force-dynamic";

export const POST = apiHandler(async (request: Request) => {
  const presented = presentedToken(request);
  const session = presented ? await sessionOfAccessToken(presented.token) : undefined;
  if (session?.impersonatorId != null) await endLoginAs(request, { ...session, impersonatorId: session.impersonatorId });
  else if (session) await revokeSession(session.id);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const stack = readAccountStack(request);
  while (stack.length) {
    const rotation = await rotateRefreshToken(stack.pop()!, { clientId: WEB_CLIENT_ID, userAgent: request.headers.get("user-agent"), ip: clientIp(request) });
    if (rotation.ok) {
      withCookies(headers, [...sessionCookies(rotation.tokens, displayName(rotation.user)), accountStackCookie(stack), await hintCookieFor(rotation.session, rotation.user)]);
      return Response.json({ switched_to: toIdentity(rotation.user) }, { headers });
    }
  }
  withCookies(headers, clearSessionCookies());
  return Response.json({ switched_to: null }, { headers });
});
