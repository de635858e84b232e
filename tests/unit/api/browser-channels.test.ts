// @vitest-environment jsdom
// The browser's two channels (SPEC §7): both carry the contract headers with the device and os of
// this browser's user agent (lib/device.ts) and the web client's id, and both let the browser send
// its session cookie, so a signed-in sender's public request is still theirs. Only the
// authenticated channel renews a session after a 401.
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { mockServer } from "../../support/msw";

const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
Object.defineProperty(window.navigator, "userAgent", { value: IPAD, configurable: true });

const { authApi, publicApi } = await import("@/lib/api/browser");

const BASE = `${window.location.origin}/api`;
const server = mockServer();
afterEach(() => {
  document.cookie = "avinox_session=; max-age=0; path=/";
});

type Seen = { headers: Headers; cookies: Record<string, string> };

function contactEndpoint(status = 201) {
  const seen: Seen[] = [];
  let renewals = 0;
  server.use(
    http.post(`${BASE}/v1/contact-us/create`, ({ request, cookies }) => {
      seen.push({ headers: request.headers, cookies });
      return HttpResponse.json({ message: "x" }, { status });
    }),
    http.post(`${BASE}/v1/security/refresh`, () => {
      renewals++;
      return HttpResponse.json({ message: "expired", status: 401, code: 0 }, { status: 401 });
    }),
  );
  return { seen, renewals: () => renewals };
}

describe("browser channels", () => {
  it.each([
    ["public", publicApi],
    ["authenticated", authApi],
  ] as const)(
    "the %s channel sends this browser's device and os, the client id and the session cookie",
    async (_name, channel) => {
      document.cookie = "avinox_session=Sara; path=/";
      const { seen } = contactEndpoint();
      await channel().post("/v1/contact-us/create", { message: "سلام" });
      const [call] = seen;
      // An iPad: a mobile device (1) on iOS (2).
      expect(call!.headers.get("device")).toBe("1");
      expect(call!.headers.get("os")).toBe("2");
      expect(call!.headers.get("client-id")).toBe("web");
      expect(call!.cookies.avinox_session).toBe("Sara");
    },
  );

  it("only the authenticated channel renews the session after a 401", async () => {
    document.cookie = "avinox_session=Sara; path=/";
    const onPublic = contactEndpoint(401);
    await publicApi()
      .post("/v1/contact-us/create", {})
      .catch(() => {});
    expect(onPublic.renewals()).toBe(0);
    server.resetHandlers();
    const onAuth = contactEndpoint(401);
    await authApi()
      .post("/v1/contact-us/create", {})
      .catch(() => {});
    expect(onAuth.renewals()).toBe(1);
  });
});
