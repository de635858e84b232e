// POST /api/v1/user/logout (signed in): revokes this session. With a 'login as' stack, the previous
// account becomes active again; otherwise the cookies are cleared.
import { accountStackCookie, clearSessionCookies, readAccountStack, sessionCookies } from "@/server/auth/cookies";
import { toIdentity } from "@/server/auth/identity";
import { requireCaller } from "@/server/auth/request-auth";
import { authenticateToken, revokeSession } from "@/server/auth/sessions";
import { displayName } from "@/server/auth/sign-in";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const POST = apiHandler(async (request: Request) => {
  const caller = await requireCaller(request);
  await revokeSession(caller.session.id);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const stack = readAccountStack(request);
  while (stack.length) {
    const token = stack.pop()!;
    const previous = await authenticateToken(token);
    if (previous) {
      for (const cookie of sessionCookies(request, token, displayName(previous.user))) headers.append("Set-Cookie", cookie);
      headers.append("Set-Cookie", accountStackCookie(request, stack));
      return Response.json({ switched_to: toIdentity(previous.user) }, { headers });
    }
  }
  for (const cookie of clearSessionCookies(request)) headers.append("Set-Cookie", cookie);
  return Response.json({ switched_to: null }, { headers });
});
