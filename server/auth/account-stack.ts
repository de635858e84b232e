import "server-only";
// The browser's 'login as' stack (SPEC §6): earlier accounts' refresh tokens under the active one.
// When the active account goes (signed out, or its session over, as an admin's hour-long support
// session ends), the last earlier account still alive becomes active again.
import { WEB_CLIENT_ID } from "@/shared/site";
import { clientIp } from "@/server/http/client-address";
import { accountStackCookie, readAccountStack, sessionCookies } from "./cookies";
import { hintCookieFor } from "./login-as";
import { rotateRefreshToken } from "./rotation";
import type { User } from "./sessions";
import { displayName } from "./sign-in";

/** The previous account's fresh session cookies (and the shorter stack), or null when none is left alive. */
export async function resumeStackedAccount(request: Request): Promise<{ user: User; cookies: string[] } | null> {
  const stack = readAccountStack(request);
  while (stack.length) {
    const rotation = await rotateRefreshToken(stack.pop()!, {
      clientId: WEB_CLIENT_ID,
      userAgent: request.headers.get("user-agent"),
      ip: clientIp(request),
    });
    if (rotation.ok) {
      return {
        user: rotation.user,
        cookies: [
          ...sessionCookies(rotation.tokens, displayName(rotation.user)),
          accountStackCookie(stack),
          await hintCookieFor(rotation.session, rotation.user),
        ],
      };
    }
  }
  return null;
}
