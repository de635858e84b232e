// Sessions that end: a new password ends the others, short access tokens with refresh, the idle
// window, in-place rotation with its grace, the web client's refresh cookie and the refresh route
// for server rendering, the sessions list and ending one, logout with a dead token.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as refreshRedirect, POST as refresh } from "@/app/api/v1/security/refresh/route";
import { GET as me } from "@/app/api/v1/security/me/route";
import { POST as logout } from "@/app/api/v1/user/logout/route";
import { GET as listSessions } from "@/app/api/v1/user/sessions/route";
import { POST as revokeSession } from "@/app/api/v1/user/sessions/revoke/route";
import { call, captureSms, cookiePair, lastCode, signIn, webClient } from "../support/accounts";
import { withFreshDatabase } from "../support/database";
import { resetPasswordWithCode, sendPasswordCodeTo, setPasswordSignedIn } from "../support/password-steps";

const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0";

const meStatus = async (token: string) => (await call(me, "security/me", undefined, { token })).status;
const refreshStatus = async (refresh_token: string) =>
  (await call(refresh, "security/refresh", { refresh_token })).status;

describe("sessions", () => {
  const database = withFreshDatabase();
  captureSms();
  const db = () => database.handle().db;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await db().execute(query)) as unknown as { rows: T[] }).rows;

  it("a password reset by code ends every session, old access and refresh tokens included", async () => {
    const number = "09131110001";
    const phone = await signIn(number);
    const laptop = await signIn(number);
    await sendPasswordCodeTo(number);
    const reset = await resetPasswordWithCode(number, "Reset@123", { expand: true });
    expect(reset.status).toBe(200);
    const fresh = (await reset.json()).token;
    for (const old of [phone, laptop]) {
      expect(await meStatus(old.token.access_token)).toBe(401);
      expect(await refreshStatus(old.token.refresh_token)).toBe(401);
    }
    expect(await meStatus(fresh.access_token)).toBe(200);
  });

  it("a new password set while signed in ends every other session and keeps the caller's", async () => {
    const number = "09131110002";
    const caller = await signIn(number);
    const other = await signIn(number);
    await sendPasswordCodeTo(number);
    const changed = await setPasswordSignedIn(caller.token.access_token, lastCode(number), "Change@123");
    expect(changed.status).toBe(200);
    expect(await meStatus(other.token.access_token)).toBe(401);
    expect(await refreshStatus(other.token.refresh_token)).toBe(401);
    expect(await meStatus(caller.token.access_token)).toBe(200);
    expect(await refreshStatus(caller.token.refresh_token)).toBe(200);
  });

  it("refuses an access token past its TTL; a refresh brings a working one", async () => {
    const session = await signIn("09131110003");
    expect(session.token.expires_in).toBe(900);
    const [row] = await rows<{ ttl: number }>(
      sql`select extract(epoch from access_expires_at - created_at)::int as ttl from auth_sessions where user_id = ${session.identity.id}`,
    );
    expect(row!.ttl).toBeGreaterThanOrEqual(899);
    expect(row!.ttl).toBeLessThanOrEqual(901);
    // Sixteen minutes later, as far as the token knows.
    await db().execute(
      sql`update auth_sessions set access_expires_at = now() - interval '1 minute' where user_id = ${session.identity.id}`,
    );
    expect(await meStatus(session.token.access_token)).toBe(401);
    const renewed = await call(refresh, "security/refresh", { refresh_token: session.token.refresh_token });
    expect(renewed.status).toBe(200);
    expect(await meStatus((await renewed.json()).token.access_token)).toBe(200);
  });

  it("ends a session idle past SESSION_IDLE_DAYS: no access, no refresh", async () => {
    const session = await signIn("09131110004");
    await db().execute(
      sql`update auth_sessions set last_used_at = now() - interval '31 days' where user_id = ${session.identity.id}`,
    );
    expect(await meStatus(session.token.access_token)).toBe(401);
    expect(await refreshStatus(session.token.refresh_token)).toBe(401);
  });

  it("records use at most about once a minute, and a refresh keeps an idle session alive", async () => {
    const session = await signIn("09131110005");
    const lastUsed = async () =>
      (
        await rows<{ age: number }>(
          sql`select extract(epoch from now() - last_used_at)::int as age from auth_sessions where user_id = ${session.identity.id}`,
        )
      )[0]!.age;
    await db().execute(
      sql`update auth_sessions set last_used_at = now() - interval '30 seconds' where user_id = ${session.identity.id}`,
    );
    expect(await meStatus(session.token.access_token)).toBe(200);
    expect(await lastUsed()).toBeGreaterThanOrEqual(29);
    await db().execute(
      sql`update auth_sessions set last_used_at = now() - interval '29 days' where user_id = ${session.identity.id}`,
    );
    expect(await meStatus(session.token.access_token)).toBe(200);
    expect(await lastUsed()).toBeLessThan(5);
    await db().execute(
      sql`update auth_sessions set last_used_at = now() - interval '29 days' where user_id = ${session.identity.id}`,
    );
    expect(await refreshStatus(session.token.refresh_token)).toBe(200);
    expect(await lastUsed()).toBeLessThan(5);
  });

  it("rotates in place: the session keeps its id; the previous token within the grace revokes nothing, later it revokes all", async () => {
    const session = await signIn("09131110006", { userAgent: CHROME_ANDROID });
    const other = await signIn("09131110006");
    const list = async (token: string) =>
      (await (await call(listSessions, "user/sessions", undefined, { token })).json()) as Array<{
        id: number;
        current: boolean;
      }>;
    const before = (await list(session.token.access_token)).find((s) => s.current)!;

    const renewed = (
      await (await call(refresh, "security/refresh", { refresh_token: session.token.refresh_token })).json()
    ).token;
    const after = (await list(renewed.access_token)).find((s) => s.current)!;
    expect(after.id).toBe(before.id);
    expect(
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from auth_sessions where user_id = ${session.identity.id}`,
        )
      )[0]!.n,
    ).toBe(2);

    // A second tab with the token just replaced: 401 (code 1: retry), nothing revoked.
    const race = await call(refresh, "security/refresh", { refresh_token: session.token.refresh_token });
    expect(race.status).toBe(401);
    expect((await race.json()).code).toBe(1);
    expect(await meStatus(renewed.access_token)).toBe(200);
    expect(await meStatus(other.token.access_token)).toBe(200);

    // The same token a minute later means it leaked: every session of the user ends.
    await db().execute(sql`update auth_sessions set rotated_at = now() - interval '1 minute' where id = ${before.id}`);
    const reused = await call(refresh, "security/refresh", { refresh_token: session.token.refresh_token });
    expect(reused.status).toBe(401);
    expect((await reused.json()).code).toBe(0);
    expect(await meStatus(renewed.access_token)).toBe(401);
    expect(await meStatus(other.token.access_token)).toBe(401);
    expect(await refreshStatus(renewed.refresh_token)).toBe(401);
  });

  it("refreshes the web client from its cookie: new cookies and no token in the body; a dead one clears them", async () => {
    const session = await signIn("09131110007");
    const refreshCookie = cookiePair(session.cookies, "avinox_refresh")!;
    expect(refreshCookie).toBe(`avinox_refresh=${encodeURIComponent(session.token.refresh_token)}`);
    // Cookie-borne: the web client's header is required (CSRF).
    expect((await call(refresh, "security/refresh", {}, { cookie: refreshCookie, clientId: false })).status).toBe(403);

    const renewed = await call(refresh, "security/refresh", {}, { cookie: refreshCookie });
    expect(renewed.status).toBe(200);
    expect(await renewed.json()).toEqual({ expires_in: 900 });
    const set = renewed.headers.getSetCookie();
    const access = decodeURIComponent(cookiePair(set, "avinox_token")!.split("=")[1]!);
    expect(await meStatus(access)).toBe(200);
    expect(set.find((c) => c.startsWith("avinox_refresh="))).toMatch(
      /Path=\/api\/v1\/security; Max-Age=2592000; SameSite=Lax; HttpOnly/,
    );

    // The replaced cookie from another tab right away: 401 with the race code, cookies untouched.
    const race = await call(refresh, "security/refresh", {}, { cookie: refreshCookie });
    expect(race.status).toBe(401);
    expect(race.headers.getSetCookie()).toEqual([]);

    const dead = await call(
      refresh,
      "security/refresh",
      {},
      { cookie: "avinox_refresh=not-a-token; avinox_token=nope" },
    );
    expect(dead.status).toBe(401);
    const cleared = dead.headers.getSetCookie();
    for (const name of ["avinox_token", "avinox_refresh", "avinox_session", "avinox_accounts"]) {
      expect(cleared.find((c) => c.startsWith(`${name}=`))).toMatch(/Max-Age=0/);
    }
    expect((await call(refresh, "security/refresh", {})).status).toBe(401);
  });

  it("the refresh route for server rendering goes back with new cookies, or to sign-in with them cleared", async () => {
    const session = await signIn("09131110008");
    const refreshCookie = cookiePair(session.cookies, "avinox_refresh")!;
    const back = await call(
      refreshRedirect,
      `security/refresh?next=${encodeURIComponent("/profile/orders?page=2")}`,
      undefined,
      { cookie: refreshCookie },
    );
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe("/profile/orders?page=2");
    const access = decodeURIComponent(cookiePair(back.headers.getSetCookie(), "avinox_token")!.split("=")[1]!);
    expect(await meStatus(access)).toBe(200);

    const failed = await call(refreshRedirect, "security/refresh?next=%2Fprofile", undefined, {
      cookie: "avinox_token=dead; avinox_session=x",
    });
    expect(failed.status).toBe(303);
    expect(failed.headers.get("location")).toBe("/auth?next=%2Fprofile");
    expect(failed.headers.getSetCookie().find((c) => c.startsWith("avinox_token="))).toMatch(/Max-Age=0/);

    // The router's data fetch (a client-side navigation or prefetch) is not served: the router then
    // loads the URL as a document. Nothing is rotated for it.
    const fresh = cookiePair(back.headers.getSetCookie(), "avinox_refresh")!;
    for (const url of ["security/refresh?next=%2Fprofile&_rsc=abc", "security/refresh?next=%2Fprofile"]) {
      const routerFetch = await call(refreshRedirect, url, undefined, { cookie: `${fresh}` });
      if (url.includes("_rsc")) {
        expect(routerFetch.status).toBe(204);
        expect(routerFetch.headers.getSetCookie()).toEqual([]);
      } else expect(routerFetch.headers.get("location")).toBe("/profile");
    }

    // Never somewhere else: an unsafe `next` falls back to the profile.
    for (const next of ["/%09/evil.example", "//evil.example", "https://evil.example/", "/\\evil.example"]) {
      const response = await call(refreshRedirect, `security/refresh?next=${encodeURIComponent(next)}`, undefined, {
        cookie: "avinox_refresh=dead",
      });
      expect(response.headers.get("location")).toBe("/auth?next=%2Fprofile");
    }
  });

  it("lists my sessions with the current one marked, and ends one of mine; another's is 404", async () => {
    const phone = await signIn("09131110009", { userAgent: CHROME_ANDROID });
    const laptop = await signIn("09131110009", { userAgent: FIREFOX_WINDOWS });
    const stranger = await signIn("09131110010");

    const listed = await call(listSessions, "user/sessions", undefined, { token: phone.token.access_token });
    expect(listed.status).toBe(200);
    const sessions = (await listed.json()) as Array<{
      id: number;
      user_agent: string;
      current: boolean;
      last_used_at: string;
      created_at: string;
    }>;
    expect(sessions).toHaveLength(2);
    const current = sessions.find((s) => s.current)!;
    const other = sessions.find((s) => !s.current)!;
    expect(current.user_agent).toBe(CHROME_ANDROID);
    expect(other.user_agent).toBe(FIREFOX_WINDOWS);
    expect(new Date(current.last_used_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(Object.keys(current).sort()).toEqual(["created_at", "current", "id", "last_used_at", "user_agent"]);

    const strangerSessions = (await (
      await call(listSessions, "user/sessions", undefined, { token: stranger.token.access_token })
    ).json()) as Array<{ id: number }>;
    const notMine = await call(
      revokeSession,
      "user/sessions/revoke",
      { id: strangerSessions[0]!.id },
      { token: phone.token.access_token },
    );
    expect(notMine.status).toBe(404);
    expect(await meStatus(stranger.token.access_token)).toBe(200);
    for (const id of ["x", 0, 1.5, 2 ** 40])
      expect(
        (await call(revokeSession, "user/sessions/revoke", { id }, { token: phone.token.access_token })).status,
      ).toBe(422);

    const ended = await call(
      revokeSession,
      "user/sessions/revoke",
      { id: other.id },
      { token: phone.token.access_token },
    );
    expect(ended.status).toBe(200);
    expect(await ended.json()).toEqual({ id: other.id, current: false });
    expect(await meStatus(laptop.token.access_token)).toBe(401);
    expect(await refreshStatus(laptop.token.refresh_token)).toBe(401);
    expect(await meStatus(phone.token.access_token)).toBe(200);
    expect(
      (await call(revokeSession, "user/sessions/revoke", { id: other.id }, { token: phone.token.access_token })).status,
    ).toBe(404);

    // Ending the current one signs this browser out.
    const cookie = `avinox_token=${phone.token.access_token}`;
    const self = await call(revokeSession, "user/sessions/revoke", { id: current.id }, { cookie });
    expect(await self.json()).toEqual({ id: current.id, current: true });
    expect(self.headers.getSetCookie().find((c) => c.startsWith("avinox_token="))).toMatch(/Max-Age=0/);
    expect(await meStatus(phone.token.access_token)).toBe(401);
    expect((await call(listSessions, "user/sessions", undefined, {})).status).toBe(401);
  });

  it("logs out with a dead, expired or missing token: 200, cookies cleared; an expired token's session still ends", async () => {
    for (const cookie of ["avinox_token=bogus-token-value; avinox_session=x", undefined]) {
      const response = await call(logout, "user/logout", {}, { cookie });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ switched_to: null });
      expect(response.headers.getSetCookie().find((c) => c.startsWith("avinox_token="))).toMatch(/Max-Age=0/);
      expect(response.headers.getSetCookie().find((c) => c.startsWith("avinox_refresh="))).toMatch(/Max-Age=0/);
    }
    const session = await signIn("09131110011");
    await db().execute(
      sql`update auth_sessions set access_expires_at = now() - interval '1 minute' where user_id = ${session.identity.id}`,
    );
    expect(
      (await call(logout, "user/logout", {}, { cookie: `avinox_token=${session.token.access_token}` })).status,
    ).toBe(200);
    expect(await refreshStatus(session.token.refresh_token)).toBe(401);
  });

  it("sets Secure by SITE_URL's scheme, not by a forwarded-proto header", async () => {
    const { POST: login } = await import("@/app/api/v1/security/login/route");
    const { POST: validateLogin } = await import("@/app/api/v1/security/validate-login/route");
    const number = "09131110012";
    await call(login, "security/login", { number });
    const response = await validateLogin(
      new Request("http://localhost/api/v1/security/validate-login", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-proto": "https", "x-avinox-client-ip": "10.9.9.9" },
        body: JSON.stringify({ number, code: lastCode(number), ...webClient }),
      }),
      undefined,
    );
    for (const cookie of response.headers.getSetCookie()) expect(cookie).not.toMatch(/Secure/);
  });
});
