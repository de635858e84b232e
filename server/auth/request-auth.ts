import "server-only";
// Who is calling: a bearer token, or the browser's HttpOnly cookie. State-changing calls that ride
// on the cookie must carry the web client's `client-id` header, which another site cannot send
// without a CORS preflight we never grant (CSRF).
import { WEB_CLIENT_ID } from "@/shared/site";
import { HttpError } from "@/server/http/errors";
import { authCookieNames, readCookie } from "./cookies";
import { authenticateToken, type Session, type User } from "./sessions";

export type Caller = { user: User; session: Session; token: string; via: "bearer" | "cookie" };
export type PresentedToken = { token: string; via: "bearer" | "cookie" };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function requestToken(request: Request): PresentedToken | undefined {
  const header = request.headers.get("authorization");
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return { token: bearer, via: "bearer" };
  const cookie = readCookie(request, authCookieNames().token);
  return cookie ? { token: cookie, via: "cookie" } : undefined;
}

/** A cookie-borne change must come from the site itself (403 otherwise). */
export function assertSiteClient(request: Request): void {
  if (!SAFE_METHODS.has(request.method) && request.headers.get("client-id") !== WEB_CLIENT_ID) {
    throw new HttpError(403, "درخواست از طرف این سایت ارسال نشده است.");
  }
}

/** The token a call presents, with the CSRF rule applied to the cookie. */
export function presentedToken(request: Request): PresentedToken | undefined {
  const found = requestToken(request);
  if (found?.via === "cookie") assertSiteClient(request);
  return found;
}

export async function currentCaller(request: Request): Promise<Caller | undefined> {
  const found = presentedToken(request);
  if (!found) return undefined;
  const auth = await authenticateToken(found.token);
  return auth ? { ...auth, token: found.token, via: found.via } : undefined;
}

export async function requireCaller(request: Request): Promise<Caller> {
  const caller = await currentCaller(request);
  if (!caller) throw new HttpError(401);
  return caller;
}
