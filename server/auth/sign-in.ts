import "server-only";
// What every successful sign-in answers: the tokens (and identity when asked), the browser's
// cookies, and the 'login as' stack when another account was already signed in on this browser.
import { serverEnv } from "@/server/env";
import { cookieNames, WEB_CLIENT_ID } from "@/shared/site";
import { HttpError } from "@/server/http/errors";
import { clientIp } from "@/server/http/client-address";
import {
  accountStackCookie,
  authCookieNames,
  impersonationHintCookie,
  readAccountStack,
  readCookie,
  sessionCookies,
  withCookies,
} from "./cookies";
import { fullNameOf, toIdentity } from "./identity";
import { createSession, revokeSession, sessionOfRefreshToken, type User } from "./sessions";
import { trustDeviceCookie } from "./trusted-device";
import { signInQuery } from "@/shared/queries/account";
import { parseQuery } from "@/shared/queries/query";

/** The fixed web client and its secret (SPEC §9). */
export function checkClient(clientId: string, clientSecret: string): void {
  if (clientId !== WEB_CLIENT_ID || clientSecret !== serverEnv().CLIENT_SECRET) {
    throw new HttpError(400, "شناسه یا کلید کلاینت نامعتبر است.");
  }
}

/** The name an account goes by: first and last name, or its mobile when it has none. */
export function displayName(user: Pick<User, "firstName" | "lastName" | "mobile">): string {
  return fullNameOf(user) || user.mobile;
}

export async function signInResponse(request: Request, user: User): Promise<Response> {
  // The browser's current sign-in, known by its refresh cookie (sent to the security endpoints).
  const previousRefresh = readCookie(request, authCookieNames().refresh);
  const previous = previousRefresh ? await sessionOfRefreshToken(previousRefresh) : undefined;
  // Signing in again as the same person replaces this device's session instead of orphaning it.
  if (previous && previous.userId === user.id) await revokeSession(previous.id);
  const tokens = await createSession(user.id, {
    clientId: WEB_CLIENT_ID,
    userAgent: request.headers.get("user-agent"),
    ip: clientIp(request),
  });
  const { expand } = parseQuery(signInQuery, new URL(request.url).searchParams);
  const body = { token: tokens, ...(expand.includes("identity") ? { identity: toIdentity(user) } : {}) };
  // A sign-in of one's own ends any 'login as' banner on this browser.
  const headers = withCookies(new Headers({ "Cache-Control": "no-store" }), [
    ...sessionCookies(tokens, displayName(user)),
    impersonationHintCookie(undefined),
  ]);
  // This device has now signed in to this number: its own tries and codes from here on (./trusted-device.ts).
  headers.append("Set-Cookie", trustDeviceCookie(request, user.mobile));
  // An invitation counts once: its cookie goes with the first sign-in.
  if (readCookie(request, cookieNames.referral))
    headers.append("Set-Cookie", `${cookieNames.referral}=; Path=/; Max-Age=0; SameSite=Lax`);
  if (previous && previousRefresh && previous.userId !== user.id) {
    headers.append("Set-Cookie", accountStackCookie([...readAccountStack(request), previousRefresh]));
  }
  return Response.json(body, { headers });
}
