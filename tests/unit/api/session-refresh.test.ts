// @vitest-environment jsdom
// The browser's silent refresh: a 401 on a call that carried the session renews it once (one
// renewal for every call refused meanwhile) and retries; a refused renewal signs out quietly.
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockServer } from "../../support/msw";

vi.hoisted(() => {
  process.env.NEXT_PUBLIC_API_BASE_URL = "http://api.test/api";
});
const toasts: string[] = [];
vi.mock("@/lib/toast", () => ({ showToast: (text: string) => void toasts.push(text) }));

const { authApi } = await import("@/lib/api/browser");
const { ApiError } = await import("@/lib/api/api-error");
const { onSessionEnded } = await import("@/lib/auth/session-end");

const BASE = "http://api.test/api";
const server = mockServer();

let ended = 0;
// The refresh endpoint's answer clears the cookies; here the listener stands in for that.
onSessionEnded(() => {
  ended++;
  document.cookie = "avinox_session=; max-age=0; path=/";
});

beforeEach(() => {
  document.cookie = "avinox_session=Sara; path=/";
  toasts.length = 0;
  ended = 0;
});

/** The API: /me answers 401 until a renewal happened, and counts renewals. */
function api(refreshAnswer: () => Response) {
  const state = { renewed: false, refreshes: 0, meCalls: 0 };
  server.use(
    http.get(`${BASE}/v1/security/me`, () => {
      state.meCalls++;
      return state.renewed
        ? HttpResponse.json({ identity: { id: 1 } })
        : HttpResponse.json({ message: "expired", status: 401, code: 0 }, { status: 401 });
    }),
    http.post(`${BASE}/v1/security/refresh`, async () => {
      state.refreshes++;
      await new Promise((r) => setTimeout(r, 30));
      const response = refreshAnswer();
      if (response.status === 200) state.renewed = true;
      return response;
    }),
  );
  return state;
}

describe("silent refresh", () => {
  it("renews once for concurrent 401s and retries each call once", async () => {
    const state = api(() => HttpResponse.json({ expires_in: 900 }));
    const results = await Promise.all(
      [1, 2, 3].map(() => authApi().get<{ identity: { id: number } }>("/v1/security/me")),
    );
    expect(results.map((r) => r.identity.id)).toEqual([1, 1, 1]);
    expect(state.refreshes).toBe(1);
    expect(state.meCalls).toBe(6);
    expect(toasts).toEqual([]);
  });

  it("signs out quietly when the renewal is refused: no 401 toast, the session store told", async () => {
    const state = api(() => HttpResponse.json({ message: "ended", status: 401, code: 0 }, { status: 401 }));
    const error = await authApi()
      .get("/v1/security/me")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).ignored).toBe(true);
    expect(state.refreshes).toBe(1);
    expect(ended).toBe(1);
    expect(toasts).toEqual([]);
  });

  it("retries without signing out when another tab renewed a moment before", async () => {
    const state = api(() => HttpResponse.json({ message: "race", status: 401, code: 1 }, { status: 401 }));
    let tries = 0;
    server.use(
      http.get(`${BASE}/v1/user/view`, () =>
        ++tries === 1 ? HttpResponse.json({}, { status: 401 }) : HttpResponse.json({ id: 1 }),
      ),
    );
    expect(await authApi().get("/v1/user/view")).toEqual({ id: 1 });
    expect(tries).toBe(2);
    expect(state.refreshes).toBe(1);
    expect(ended).toBe(0);
  });

  it("does not renew for a visitor who is not signed in", async () => {
    document.cookie = "avinox_session=; max-age=0; path=/";
    const state = api(() => HttpResponse.json({ expires_in: 900 }));
    await expect(authApi().get("/v1/security/me")).rejects.toBeInstanceOf(ApiError);
    expect(state.refreshes).toBe(0);
    expect(toasts).toEqual([]);
  });
});
