// The server rendering channels' contract headers (SPEC §7, issue 10 item 8). A per-visitor render
// calls as that visitor: their device and os (lib/device.ts reads the user agent) and their
// address, signed. A public page's render reads nothing of the request (so the page stays
// cacheable) and calls as the site's renderer, naming itself instead of pretending to be someone.
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockServer } from "../../support/msw";

vi.hoisted(() => {
  process.env.API_INTERNAL_URL = "http://api.test";
});

const request = vi.hoisted(() => ({ headers: new Headers(), token: undefined as string | undefined, read: 0 }));
vi.mock("next/headers", () => ({
  headers: async () => {
    request.read++;
    return request.headers;
  },
  cookies: async () => {
    request.read++;
    return { get: () => (request.token ? { value: request.token } : undefined), has: () => Boolean(request.token) };
  },
}));

const { authServerApi, publicServerApi, visitorServerApi } = await import("@/render/api");
const { SERVER_RENDER_USER_AGENT } = await import("@/lib/api/headers");
const { verifyVisitor, VISITOR_HEADER } = await import("@/server/http/visitor");

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const ANDROID_TABLET =
  "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";

const server = mockServer();
let seen: Headers | undefined;
afterEach(() => {
  seen = undefined;
  request.headers = new Headers();
  request.token = undefined;
  request.read = 0;
});

function answer() {
  server.use(
    http.get("http://api.test/api/v1/probe", ({ request: call }) => {
      seen = call.headers;
      return HttpResponse.json({ ok: true });
    }),
  );
}

describe("public pages", () => {
  it("call as the site's renderer, reading nothing of the visitor's request", async () => {
    answer();
    request.headers = new Headers({ "user-agent": IPHONE, "x-avinox-client-ip": "203.0.113.7" });
    await publicServerApi().get("/v1/probe");
    expect(request.read).toBe(0);
    expect(seen!.get("user-agent")).toBe(SERVER_RENDER_USER_AGENT);
    // lib/device reads the renderer as neither a phone nor a known os.
    expect(seen!.get("device")).toBe("2");
    expect(seen!.get("os")).toBe("3");
    expect(seen!.get("client-id")).toBe("web");
    expect(seen!.get(VISITOR_HEADER)).toBeNull();
    expect(seen!.get("authorization")).toBeNull();
  });
});

describe("per-visitor pages", () => {
  it("/track's lookups carry the visitor's device, os and signed address", async () => {
    answer();
    request.headers = new Headers({ "user-agent": IPHONE, "x-avinox-client-ip": "203.0.113.7" });
    await (await visitorServerApi()).get("/v1/probe");
    expect(seen!.get("device")).toBe("1");
    expect(seen!.get("os")).toBe("2");
    expect(seen!.get("user-agent")).toBe(IPHONE);
    expect(verifyVisitor(seen!.get(VISITOR_HEADER))).toBe("203.0.113.7");
  });

  it("the signed-in visitor's pages carry their device and os beside their token", async () => {
    answer();
    request.headers = new Headers({ "user-agent": ANDROID_TABLET, "x-avinox-client-ip": "198.51.100.4" });
    request.token = "access-token-1";
    await (await authServerApi()).get("/v1/probe");
    expect(seen!.get("device")).toBe("1");
    expect(seen!.get("os")).toBe("1");
    expect(seen!.get("authorization")).toBe("Bearer access-token-1");
    expect(verifyVisitor(seen!.get(VISITOR_HEADER))).toBe("198.51.100.4");
  });
});
