// Under an https SITE_URL the session cookies are Secure and carry the prefixes browsers enforce:
// __Host- (Path=/, no Domain) and __Secure- for the refresh token's narrower Path; the API reads
// them by those names only. SITE_URL is set before anything reads the configuration (it is read
// once per process, on first use).
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SITE_URL = "https://avinox.example";
});

const { GET: me } = await import("@/app/api/v1/security/me/route");
const { POST: refresh } = await import("@/app/api/v1/security/refresh/route");
const { POST: logout } = await import("@/app/api/v1/user/logout/route");
const { call, captureSms, cookiePair, signIn } = await import("../support/accounts");
const { withFreshDatabase } = await import("../support/database");

describe("session cookies over https", () => {
  withFreshDatabase();
  captureSms();

  it("names, flags and reads the cookies by SITE_URL's scheme", async () => {
    const session = await signIn("09132220001");
    const find = (name: string) => session.cookies.find((c) => c.startsWith(`${name}=`));
    for (const name of ["__Host-avinox_token", "__Host-avinox_session"]) {
      expect(find(name)).toMatch(/; Path=\/;/);
      expect(find(name)).toMatch(/; Secure$/);
      expect(find(name)).not.toMatch(/Domain=/i);
    }
    expect(find("__Host-avinox_token")).toMatch(/HttpOnly/);
    expect(find("__Host-avinox_session")).not.toMatch(/HttpOnly/);
    expect(find("__Secure-avinox_refresh")).toMatch(/; Path=\/api\/v1\/security; .*HttpOnly; Secure$/);
    expect(session.cookies.find((c) => c.startsWith("avinox_"))).toBeUndefined();

    const token = cookiePair(session.cookies, "__Host-avinox_token")!;
    expect((await call(me, "security/me", undefined, { cookie: token })).status).toBe(200);
    // The unprefixed name is not the session cookie here.
    expect(
      (await call(me, "security/me", undefined, { cookie: `avinox_token=${session.token.access_token}` })).status,
    ).toBe(401);

    const renewed = await call(
      refresh,
      "security/refresh",
      {},
      { cookie: cookiePair(session.cookies, "__Secure-avinox_refresh") },
    );
    expect(renewed.status).toBe(200);
    expect(
      renewed.headers
        .getSetCookie()
        .map((c) => c.split("=")[0])
        .sort(),
    ).toEqual(["__Host-avinox_session", "__Host-avinox_token", "__Secure-avinox_refresh"]);

    // Logging out clears the prefixed cookies, and any unprefixed leftovers of an http setup.
    const out = await call(logout, "user/logout", {}, { cookie: token });
    const cleared = out.headers.getSetCookie();
    for (const name of ["__Host-avinox_token", "__Secure-avinox_refresh", "__Host-avinox_session", "avinox_token"]) {
      expect(cleared.find((c) => c.startsWith(`${name}=`))).toMatch(/Max-Age=0.*Secure/);
    }
  });
});
