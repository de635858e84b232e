import "server-only";
// Who is calling: a bearer token, or the browser's HttpOnly cookie. State-changing calls that ride
// on the cookie must carry the web client's `client-id` header, which another site cannot send
// without a CORS preflight we never grant (CSRF). A session an admin opened with 'login as' names
// that admin (`impersonatorId`): every call of it that may change something is audited as theirs.
import { WEB_CLIENT_ID } from "@/shared/site";
import { audit } from "@/server/audit/log";
import { getDb } from "@/server/db/client";
import { clientIp } from "@/server/http/client-address";
import { HttpError } from "@/server/http/errors";
import { loggablePath } from "@/entry/log.mjs";
import { authCookieNames, readCookie } from "./cookies";
import { authenticateToken, type Session, type User } from "./sessions";

export type Caller = {
  user: User;
  session: Session;
  token: string;
  via: "bearer" | "cookie";
  /** The admin in this account through 'login as', or null for the account's own sign-in. */
  impersonatorId: number | null;
};
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
  if (!auth) return undefined;
  const impersonatorId = auth.session.impersonatorId ?? null;
  if (impersonatorId !== null && !SAFE_METHODS.has(request.method)) {
    // As it arrives, whatever it then changes: the change's own audit entry, if any, adds the details.
    await audit(await getDb(), {
      actorId: impersonatorId,
      action: "user.login_as_call",
      entity: "user",
      entityId: auth.user.id,
      after: { method: request.method, path: loggablePath(request.url) },
      ip: clientIp(request),
    });
  }
  return { ...auth, token: found.token, via: found.via, impersonatorId };
}

export async function requireCaller(request: Request): Promise<Caller> {
  const caller = await currentCaller(request);
  if (!caller) throw new HttpError(401);
  return caller;
}

export const LOGIN_AS_REFUSED_MESSAGE =
  "در ورود پشتیبانی نمی‌توان رمز عبور، شماره موبایل یا تنظیمات امنیتی این حساب را تغییر داد.";

/** The account's own sign-in, for what only its owner may change (password, security): an admin's 'login as' gets 403. */
export async function requireAccountOwner(request: Request): Promise<Caller> {
  const caller = await requireCaller(request);
  if (caller.impersonatorId !== null) throw new HttpError(403, LOGIN_AS_REFUSED_MESSAGE);
  return caller;
}
