import "server-only";
// An admin's 'login as' (SPEC §6, issue 13 "Audit"): for support, an admin enters a user's account
// in their own browser. The session names the admin (auth_sessions.impersonator_id) and lasts an
// hour; the admin's own session waits on the browser's 'login as' stack, so signing out returns to
// it. Start and end are audited as the admin's; so is every call in between that may write
// (request-auth.ts). Staff accounts, and the admin's own, are never entered.
import { eq } from "drizzle-orm";
import { audit } from "@/server/audit/log";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { clientIp } from "@/server/http/client-address";
import { HttpError, notFound } from "@/server/http/errors";
import type { StaffCaller } from "@/server/staff/access";
import { staffAccess } from "@/server/staff/members";
import { WEB_CLIENT_ID } from "@/shared/site";
import type { LoginAsTarget } from "@/validation/login-as";
import { accountStackCookie, impersonationHintCookie, readAccountStack, sessionCookies, withCookies } from "./cookies";
import { toIdentity } from "./identity";
import { createImpersonatedSession, reissueRefreshToken, revokeSession, type Session, type User } from "./sessions";
import { displayName } from "./sign-in";

export const LOGIN_AS_SELF_MESSAGE = "ورود پشتیبانی به حساب خودتان معنا ندارد.";
export const LOGIN_AS_STAFF_MESSAGE = "ورود پشتیبانی فقط به حساب کاربران است؛ به حساب همکاران نمی‌توان وارد شد.";
export const LOGIN_AS_UNKNOWN_MESSAGE = "کاربری با این مشخصات پیدا نشد.";

async function findTarget(target: LoginAsTarget): Promise<User> {
  const db = await getDb();
  const [user] = await db
    .select()
    .from(users)
    .where(target.user_id !== undefined ? eq(users.id, target.user_id) : eq(users.mobile, target.mobile!))
    .limit(1);
  if (!user) throw notFound(LOGIN_AS_UNKNOWN_MESSAGE);
  return user;
}

/** Starts the admin's support session in the target's account; answers the browser's new cookies (an API client gets the token). */
export async function loginAs(request: Request, admin: StaffCaller, target: LoginAsTarget): Promise<Response> {
  const user = await findTarget(target);
  if (user.id === admin.user.id) throw new HttpError(403, LOGIN_AS_SELF_MESSAGE);
  const db = await getDb();
  if (await staffAccess(db, user.id)) throw new HttpError(403, LOGIN_AS_STAFF_MESSAGE);
  const { tokens, adminRefresh } = await db.transaction(async (t) => {
    const { session, ...tokens } = await createImpersonatedSession(t, user.id, admin.user.id, {
      clientId: WEB_CLIENT_ID,
      userAgent: request.headers.get("user-agent"),
      ip: admin.ip,
    });
    // The admin API never receives the refresh cookie (its path is the security endpoints'), so the
    // admin's session gets a new refresh token for the stack; it keeps its id and access token.
    const adminRefresh = admin.via === "cookie" ? await reissueRefreshToken(t, admin.session.id) : undefined;
    await audit(t, {
      actorId: admin.user.id,
      action: "user.login_as",
      entity: "user",
      entityId: user.id,
      after: { session_id: session.id, expires_at: session.refreshExpiresAt.toISOString() },
      ip: admin.ip,
    });
    return { tokens, adminRefresh, session };
  });
  const body = {
    identity: toIdentity(user),
    impersonator: { id: admin.user.id, name: displayName(admin.user) },
    expires_in: tokens.expires_in,
    ...(admin.via === "bearer" ? { token: tokens } : {}),
  };
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (admin.via === "cookie") {
    withCookies(headers, [
      ...sessionCookies(tokens, displayName(user)),
      impersonationHintCookie({ user: displayName(user), by: displayName(admin.user) }),
    ]);
    if (adminRefresh) headers.append("Set-Cookie", accountStackCookie([...readAccountStack(request), adminRefresh]));
  }
  return Response.json(body, { headers });
}

/** Signing out of a support session: it ends, audited as the admin's. */
export async function endLoginAs(request: Request, session: Session & { impersonatorId: number }): Promise<void> {
  const db = await getDb();
  await db.transaction(async (t) => {
    await revokeSession(session.id, t);
    await audit(t, {
      actorId: session.impersonatorId,
      action: "user.login_as_end",
      entity: "user",
      entityId: session.userId,
      after: { session_id: session.id },
      ip: clientIp(request),
    });
  });
}

/** The banner's hint for the account a sign-out switched to: its admin's when it is a support session, else none. */
export async function hintCookieFor(session: Session, user: User): Promise<string> {
  if (session.impersonatorId === null) return impersonationHintCookie(undefined);
  const [admin] = await (await getDb()).select().from(users).where(eq(users.id, session.impersonatorId)).limit(1);
  return impersonationHintCookie(admin ? { user: displayName(user), by: displayName(admin) } : undefined);
}
