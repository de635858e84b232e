// An admin's 'login as' (SPEC §6, issue 13 "Audit"): only an admin may enter a user's account, never
// a colleague's or their own; the browser's session becomes the user's with the banner's hint, and
// the admin's waits on the 'login as' stack. The support session never reaches the admin API, never
// changes the password, is audited as the admin's (start, profile edits, end), ends within the hour,
// and signing out of it returns the browser to the admin.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as loginAs } from "@/app/api/v1/admin/login-as/route";
import { GET as adminMe } from "@/app/api/v1/admin/me/route";
import { GET as staffList } from "@/app/api/v1/admin/staff/route";
import { POST as updateProfile } from "@/app/api/v1/panel/user/update/route";
import { POST as changePassword } from "@/app/api/v1/security/change-password/route";
import { GET as me } from "@/app/api/v1/security/me/route";
import { POST as refresh } from "@/app/api/v1/security/refresh/route";
import { POST as validateCodePassword } from "@/app/api/v1/security/validate-code-password/route";
import { POST as logout } from "@/app/api/v1/user/logout/route";
import { POST as revokeSession } from "@/app/api/v1/user/sessions/revoke/route";
import { hashPassword } from "@/server/auth/crypto";
import { addStaff } from "@/server/staff/members";
import { auditLog, authSessions, users } from "@/server/db/schema";
import type { Identity } from "@/shared/types/auth";
import { decodeImpersonationHint } from "@/shared/impersonation";
import { call, type Handler } from "../../support/accounts";
import { withFreshDatabase } from "../../support/database";
import { nextMobile, staffAccount, userAccount, type Account } from "../../support/staff";

/** A browser's cookies: what the API set, sent back on the next call. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  constructor(initial: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(initial)) this.cookies.set(name, value);
  }
  take(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...rest] = pair!.split("=");
      if (/Max-Age=0(;|$)/.test(line)) this.cookies.delete(name!);
      else this.cookies.set(name!, rest.join("="));
    }
    return response;
  }
  get(name: string): string | undefined {
    const value = this.cookies.get(name);
    return value === undefined ? undefined : decodeURIComponent(value);
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

describe("an admin's 'login as'", () => {
  const database = withFreshDatabase();
  let admin: Account;
  let member: Account;
  const db = () => database.handle().db;

  beforeAll(async () => {
    admin = await staffAccount(db(), "admin", [], "مدیر");
    member = await userAccount("سارا");
  });

  /** The admin's browser, signed in to the desk. */
  const adminBrowser = () => new CookieJar({ avinox_token: admin.token });
  const asBrowser = (jar: CookieJar, handler: Handler, path: string, body?: unknown) =>
    call(handler, path, body, { cookie: jar.header() }).then((response) => jar.take(response));
  const auditOf = (action: string, entityId: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));

  /** The admin's browser, now in the member's account. */
  async function enterMemberAccount(target: Account = member, by: Account = admin): Promise<CookieJar> {
    const jar = new CookieJar({ avinox_token: by.token });
    const response = await asBrowser(jar, loginAs, "admin/login-as", { user_id: target.id });
    expect(response.status).toBe(200);
    return jar;
  }

  it("lets an admin in: the browser's session becomes the user's, with the banner's hint, and it is audited", async () => {
    const jar = adminBrowser();
    const response = await asBrowser(jar, loginAs, "admin/login-as", { user_id: member.id });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      identity: Identity;
      impersonator: { id: number; name: string };
      token?: unknown;
    };
    expect(body.identity.id).toBe(member.id);
    expect(body.impersonator).toEqual({ id: admin.id, name: "مدیر عادی" });
    // A browser gets cookies only: page JavaScript never sees the user's tokens.
    expect(body.token).toBeUndefined();
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith("avinox_token="))).toMatch(/HttpOnly/);
    expect(cookies.find((c) => c.startsWith("avinox_accounts="))).toMatch(/HttpOnly/);
    expect(jar.get("avinox_session")).toBe("سارا عادی");
    expect(decodeImpersonationHint(jar.get("avinox_login_as"))).toEqual({ user: "سارا عادی", by: "مدیر عادی" });
    expect(cookies.find((c) => c.startsWith("avinox_login_as="))).not.toMatch(/HttpOnly/);

    const whoAmI = await asBrowser(jar, me, "security/me");
    expect(((await whoAmI.json()) as { identity: Identity }).identity.id).toBe(member.id);
    const [entry] = await auditOf("user.login_as", member.id);
    expect(entry).toMatchObject({ actorId: admin.id, entity: "user", entityId: String(member.id) });
  });

  it("finds the user by mobile in any digits, and answers an API client with the token", async () => {
    const persian = member.mobile.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]!);
    const response = await call(loginAs, "admin/login-as", { mobile: persian }, { token: admin.token });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { identity: Identity; token: { access_token: string; expires_in: number } };
    expect(body.identity.id).toBe(member.id);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(
      (
        (await (await call(me, "security/me", undefined, { token: body.token.access_token })).json()) as {
          identity: Identity;
        }
      ).identity.id,
    ).toBe(member.id);
  });

  it("is for admins only: anonymous 401, an ordinary user, a reviewer and an editor 403", async () => {
    const reviewer = await staffAccount(db(), "reviewer");
    const editor = await staffAccount(db(), "editor");
    expect((await call(loginAs, "admin/login-as", { user_id: member.id })).status).toBe(401);
    for (const caller of [await userAccount(), reviewer, editor]) {
      const response = await call(loginAs, "admin/login-as", { user_id: member.id }, { token: caller.token });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await auditOf("user.login_as", member.id)).toHaveLength(2);
  });

  it("refuses the admin's own account, a colleague's, an unknown user and an empty body, in Persian", async () => {
    const colleague = await staffAccount(db(), "reviewer", ["idea"]);
    const otherAdmin = await staffAccount(db(), "admin");
    for (const [body, status] of [
      [{ user_id: admin.id }, 403],
      [{ user_id: colleague.id }, 403],
      [{ mobile: otherAdmin.mobile }, 403],
      [{ user_id: 999_999 }, 404],
      [{ mobile: nextMobile() }, 404],
    ] as const) {
      const response = await call(loginAs, "admin/login-as", body, { token: admin.token });
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(((await response.json()) as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
    }
    const empty = await call(loginAs, "admin/login-as", {}, { token: admin.token });
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as Array<{ field: string }>)[0]!.field).toBe("user_id");
  });

  it("needs the site's client-id header when it rides on the cookie (CSRF)", async () => {
    const response = await call(
      loginAs,
      "admin/login-as",
      { user_id: member.id },
      { cookie: `avinox_token=${admin.token}`, clientId: false },
    );
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("never reaches the admin API, even once the account is on the team", async () => {
    const target = await userAccount("نیما");
    const jar = await enterMemberAccount(target);
    for (const handler of [adminMe, staffList]) {
      const response = await asBrowser(jar, handler, "admin/me");
      expect(response.status).toBe(403);
      expect(((await response.json()) as { message: string }).message).toContain("ورود پشتیبانی");
    }
    await addStaff(db(), target.mobile, { role: "admin", kinds: [] }, { id: null });
    expect((await asBrowser(jar, adminMe, "admin/me")).status).toBe(403);
    expect((await asBrowser(jar, loginAs, "admin/login-as", { user_id: member.id })).status).toBe(403);
  });

  it("cannot change the account's password; a profile edit goes through, audited as the admin's", async () => {
    await db()
      .update(users)
      .set({ passwordHash: await hashPassword("secret123") })
      .where(eq(users.id, member.id));
    const jar = await enterMemberAccount();
    const change = await asBrowser(jar, changePassword, "security/change-password", {
      current_password: "secret123",
      password: "another456",
      password_confirmation: "another456",
    });
    expect(change.status).toBe(403);
    expect(((await change.json()) as { message: string }).message).toContain("رمز عبور");
    const byCode = await asBrowser(jar, validateCodePassword, "security/validate-code-password", {
      code: "123456",
      password: "another456",
      password_confirmation: "another456",
    });
    expect(byCode.status).toBe(403);
    const [stored] = await db().select().from(users).where(eq(users.id, member.id));
    expect(stored!.passwordHash).not.toBeNull();

    const edit = await asBrowser(jar, updateProfile, "panel/user/update", {
      first_name: "سارا",
      last_name: "کرمانی",
      national_code: "0013542419",
      birthday: "1990-01-01",
      email: "sara@example.com",
    });
    expect(edit.status).toBe(200);
    const [entry] = await auditOf("user.update", member.id);
    expect(entry).toMatchObject({ actorId: admin.id, entity: "user" });
    expect(entry!.before).toMatchObject({ last_name: "عادی" });
    expect(entry!.after).toMatchObject({ last_name: "کرمانی" });
    // Every call that may write is on record as the admin's, refused ones included.
    const calls = await auditOf("user.login_as_call", member.id);
    expect(calls.map((c) => (c.after as { path: string }).path)).toEqual(
      expect.arrayContaining(["/api/v1/security/change-password", "/api/v1/panel/user/update"]),
    );
    expect(calls.every((c) => c.actorId === admin.id)).toBe(true);
  });

  it("cannot sign the user's own devices out", async () => {
    const [own] = await db()
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(and(eq(authSessions.userId, member.id), sql`${authSessions.impersonatorId} is null`))
      .limit(1);
    const jar = await enterMemberAccount();
    const revoke = await asBrowser(jar, revokeSession, "user/sessions/revoke", { id: own!.id });
    expect(revoke.status).toBe(403);
    const [still] = await db()
      .select({ revokedAt: authSessions.revokedAt })
      .from(authSessions)
      .where(eq(authSessions.id, own!.id));
    expect(still!.revokedAt).toBeNull();
  });

  it("a member's own profile edit is not audited as anyone's", async () => {
    const own = await userAccount("لیلا");
    const edit = await call(
      updateProfile,
      "panel/user/update",
      {
        first_name: "لیلا",
        last_name: "احمدی",
        national_code: "0499370899",
        birthday: "1991-01-01",
        email: "leila@example.com",
      },
      { token: own.token },
    );
    expect(edit.status).toBe(200);
    expect(await auditOf("user.update", own.id)).toEqual([]);
  });

  it("when the hour is over, the browser's next refresh returns it to the admin's own session", async () => {
    // Another admin: resuming rotates the admin's session, and the other tests keep using `admin`'s token.
    const third = await staffAccount(db(), "admin", [], "مدیر");
    const jar = await enterMemberAccount(member, third);
    await db()
      .update(authSessions)
      .set({ accessExpiresAt: sql`now() - interval '1 minute'`, refreshExpiresAt: sql`now() - interval '1 minute'` })
      .where(and(eq(authSessions.userId, member.id), eq(authSessions.impersonatorId, third.id)));
    expect((await asBrowser(jar, me, "security/me")).status).toBe(401);
    const resumed = await asBrowser(jar, refresh, "security/refresh", {});
    expect(resumed.status).toBe(200);
    expect(((await resumed.json()) as { switched_to: Identity }).switched_to.id).toBe(third.id);
    expect(jar.get("avinox_login_as")).toBeUndefined();
    const back = await asBrowser(jar, adminMe, "admin/me");
    expect(back.status).toBe(200);
    expect(((await back.json()) as { id: number }).id).toBe(third.id);
  });

  it("signing out ends it, audited, and returns the browser to the admin's own session without the banner", async () => {
    // Another admin: signing out rotates the admin's session, and the other tests keep using `admin`'s token.
    const second = await staffAccount(db(), "admin", [], "مدیر");
    const jar = await enterMemberAccount(member, second);
    const [session] = await db()
      .select()
      .from(authSessions)
      .where(and(eq(authSessions.userId, member.id), eq(authSessions.impersonatorId, second.id)))
      .orderBy(sql`${authSessions.id} desc`)
      .limit(1);
    const out = await asBrowser(jar, logout, "user/logout", {});
    expect(out.status).toBe(200);
    expect(((await out.json()) as { switched_to: Identity }).switched_to.id).toBe(second.id);
    expect(jar.get("avinox_login_as")).toBeUndefined();
    expect(jar.get("avinox_session")).toBe("مدیر عادی");
    const back = await asBrowser(jar, adminMe, "admin/me");
    expect(back.status).toBe(200);
    expect(((await back.json()) as { id: number }).id).toBe(second.id);
    const ended = await auditOf("user.login_as_end", member.id);
    expect(ended.at(-1)).toMatchObject({ actorId: second.id, after: { session_id: session!.id } });
    const [revoked] = await db().select().from(authSessions).where(eq(authSessions.id, session!.id));
    expect(revoked!.revokedAt).not.toBeNull();
  });

  it("ends within the hour: refreshing does not extend it", async () => {
    const jar = await enterMemberAccount();
    const [session] = await db()
      .select()
      .from(authSessions)
      .where(
        and(
          eq(authSessions.userId, member.id),
          eq(authSessions.impersonatorId, admin.id),
          sql`${authSessions.revokedAt} is null`,
        ),
      )
      .orderBy(sql`${authSessions.id} desc`)
      .limit(1);
    expect(session!.refreshExpiresAt.getTime() - session!.createdAt.getTime()).toBeLessThanOrEqual(3600_000 + 1000);
    expect((await asBrowser(jar, refresh, "security/refresh", {})).status).toBe(200);
    const [rotated] = await db().select().from(authSessions).where(eq(authSessions.id, session!.id));
    expect(rotated!.refreshExpiresAt).toEqual(session!.refreshExpiresAt);
    // An hour and a minute later.
    await db()
      .update(authSessions)
      .set({ refreshExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(authSessions.id, session!.id));
    expect((await asBrowser(jar, me, "security/me")).status).toBe(401);
  });
});
