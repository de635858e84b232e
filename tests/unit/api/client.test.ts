// The API client against a fake server (msw): headers, query strings, lists, and every branch of
// the error policy of SPEC §8 as the person using the site would meet it.
import { http, HttpResponse, delay } from "msw";
import { describe, expect, it, vi } from "vitest";
import { mockServer } from "../../support/msw";
import { statusFromError } from "@/lib/api/api-error";
import { createApiClient, type ApiContext } from "@/lib/api/client";
import { contractHeaders } from "@/lib/api/headers";
import { failure } from "../../support/api-errors";

const BASE = "http://api.test/api";
const server = mockServer();

function makeClient(overrides: Partial<ApiContext> = {}) {
  const notify = vi.fn();
  const report = vi.fn();
  const log = vi.fn();
  const stops: string[] = [];
  const startProgress = vi.fn(() => () => stops.push("stop"));
  const client = createApiClient({
    baseURL: BASE,
    headers: contractHeaders("Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari"),
    sessionSent: () => false,
    notify,
    report,
    log,
    startProgress,
    ...overrides,
  });
  return { client, notify, report, log, startProgress, stops };
}

describe("requests", () => {
  it("sends the contract headers, bracket arrays and the bearer token", async () => {
    let seen: Request | undefined;
    server.use(
      http.get(`${BASE}/v1/event/index`, ({ request }) => {
        seen = request;
        return HttpResponse.json([]);
      }),
    );
    const { client } = makeClient({ token: "tok-123", sessionSent: () => true });
    await client.get("/v1/event/index", { params: { tags: ["ai", "web"], page: 2, empty: null } });
    expect(seen).toBeDefined();
    const url = new URL(seen!.url);
    expect(decodeURIComponent(url.search)).toBe("?tags[]=ai&tags[]=web&page=2");
    expect(seen!.headers.get("accept")).toBe("application/json");
    expect(seen!.headers.get("device")).toBe("1");
    expect(seen!.headers.get("os")).toBe("1");
    expect(seen!.headers.get("client-id")).toBe("web");
    // The API does not believe a forwarded address; the client does not send one.
    expect(seen!.headers.get("x-avinox-client-ip")).toBeNull();
    expect(seen!.headers.get("authorization")).toBe("Bearer tok-123");
  });

  it("reads a list with its pagination headers", async () => {
    server.use(
      http.get(`${BASE}/v1/mentor/index`, () =>
        HttpResponse.json([{ id: 1 }, { id: 2 }], {
          headers: {
            "X-Pagination-Total-Count": "42",
            "X-Pagination-Page-Count": "21",
            "X-Pagination-Current-Page": "3",
            "X-Pagination-Per-Page": "2",
          },
        }),
      ),
    );
    const page = await makeClient().client.list<{ id: number }>("/v1/mentor/index");
    expect(page).toEqual({ items: [{ id: 1 }, { id: 2 }], total: 42, pageCount: 21, page: 3, perPage: 2 });
  });

  it("posts JSON and shows the progress bar unless asked not to", async () => {
    server.use(
      http.post(`${BASE}/v1/contact-us/create`, async ({ request }) =>
        HttpResponse.json({ echo: await request.json() }),
      ),
    );
    const { client, startProgress, stops } = makeClient();
    expect(await client.post("/v1/contact-us/create", { a: 1 })).toEqual({ echo: { a: 1 } });
    expect(startProgress).toHaveBeenCalledTimes(1);
    expect(stops).toEqual(["stop"]);
    await client.post("/v1/contact-us/create", { a: 2 }, { skipProgress: true });
    expect(startProgress).toHaveBeenCalledTimes(1);
  });

  it("ends the progress bar when a call fails", async () => {
    server.use(http.get(`${BASE}/x`, () => HttpResponse.json({ message: "خطا" }, { status: 500 })));
    const { client, stops } = makeClient();
    await failure(client.get("/x"));
    expect(stops).toEqual(["stop"]);
  });
});

describe("error policy", () => {
  it("ignores a 401 when no session was sent", async () => {
    server.use(http.get(`${BASE}/v1/security/me`, () => HttpResponse.json({ message: "x" }, { status: 401 })));
    const { client, notify, report } = makeClient({ sessionSent: () => false });
    const error = await failure(client.get("/v1/security/me"));
    expect(error.ignored).toBe(true);
    expect(notify).not.toHaveBeenCalled();
    expect(report).not.toHaveBeenCalled();
  });

  it("toasts a 401 when a session was sent", async () => {
    server.use(
      http.get(`${BASE}/v1/user/view`, () => HttpResponse.json({ message: "نشست شما منقضی شده است" }, { status: 401 })),
    );
    const { client, notify } = makeClient({ sessionSent: () => true });
    const error = await failure(client.get("/v1/user/view"));
    expect(error.status).toBe(401);
    expect(notify).toHaveBeenCalledWith("401 نشست شما منقضی شده است", "danger");
  });

  it("returns a 422's field errors for the form, toasting only when asked", async () => {
    const body = [
      { field: "user_mobile", message: "مقدار موبایل معتبر نیست" },
      { field: "user_email", message: "ایمیل باید یک پست الکترونیک معتبر باشد" },
    ];
    server.use(http.post(`${BASE}/v1/reservation/create`, () => HttpResponse.json(body, { status: 422 })));
    const { client, notify } = makeClient();
    const quiet = await failure(client.post("/v1/reservation/create", {}));
    expect(quiet.status).toBe(422);
    expect(quiet.fields).toEqual(body);
    expect(notify).not.toHaveBeenCalled();
    await failure(client.post("/v1/reservation/create", {}, { toast422: true }));
    expect(notify).toHaveBeenCalledWith("مقدار موبایل معتبر نیست", "danger");
  });

  it("toasts '{status} {server message}' for other statuses", async () => {
    server.use(http.get(`${BASE}/busy`, () => HttpResponse.json({ message: "ظرفیت تکمیل است" }, { status: 409 })));
    const { client, notify } = makeClient();
    const error = await failure(client.get("/busy"));
    expect(error.status).toBe(409);
    expect(notify).toHaveBeenCalledWith("409 ظرفیت تکمیل است", "danger");
  });

  it("falls back to the status text when the server sends no message", async () => {
    server.use(
      http.get(`${BASE}/teapot`, () => new HttpResponse("oops", { status: 503, statusText: "Service Unavailable" })),
    );
    const { client, notify } = makeClient();
    await failure(client.get("/teapot"));
    expect(notify).toHaveBeenCalledWith("503 Service Unavailable", "danger");
  });

  it("uses a per-status override before the server's message", async () => {
    server.use(http.get(`${BASE}/limited`, () => HttpResponse.json({ message: "Too many" }, { status: 429 })));
    const { client, notify } = makeClient();
    await failure(client.get("/limited", { statusMessages: { 429: "کمی صبر کنید" } }));
    expect(notify).toHaveBeenCalledWith("429 کمی صبر کنید", "danger");
  });

  it("reports 404 and 499 to error reporting, not other statuses", async () => {
    server.use(
      http.get(`${BASE}/missing`, () => HttpResponse.json({ message: "نیست" }, { status: 404 })),
      http.get(`${BASE}/closed`, () => HttpResponse.json({ message: "بسته شد" }, { status: 499 })),
      http.get(`${BASE}/broken`, () => HttpResponse.json({ message: "خراب" }, { status: 500 })),
    );
    const { client, report } = makeClient();
    await failure(client.get("/missing"));
    await failure(client.get("/closed"));
    await failure(client.get("/broken"));
    expect(report.mock.calls.map(([, extra]) => (extra as { status: number }).status)).toEqual([404, 499]);
  });

  it("turns a page request's failure into the error screen's status, without a toast", async () => {
    server.use(http.get(`${BASE}/down`, () => HttpResponse.json({ message: "نگهداری" }, { status: 503 })));
    const { client, notify } = makeClient();
    const error = await failure(client.get("/down", { page: true }));
    expect(notify).not.toHaveBeenCalled();
    expect(statusFromError(error)).toBe(503);
  });

  it("answers a page request's 404 with Next's not-found", async () => {
    server.use(http.get(`${BASE}/v1/event/slug`, () => HttpResponse.json({ message: "نیست" }, { status: 404 })));
    const { client } = makeClient();
    const thrown = await client.get("/v1/event/slug", { page: true }).catch((e: unknown) => e);
    expect((thrown as { digest?: string }).digest).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
  });

  it("toasts 'no response' when the server cannot be reached", async () => {
    server.use(http.get(`${BASE}/offline`, () => HttpResponse.error()));
    const { client, notify } = makeClient();
    const error = await failure(client.get("/offline"));
    expect(error.status).toBeUndefined();
    expect(notify).toHaveBeenCalledWith("پاسخی از سرور دریافت نشد.", "danger");
  });

  it("only logs a cancelled request", async () => {
    server.use(
      http.get(`${BASE}/slow`, async () => {
        await delay(500);
        return HttpResponse.json({});
      }),
    );
    const { client, notify, log } = makeClient();
    const controller = new AbortController();
    const pending = failure(client.get("/slow", { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error.ignored).toBe(true);
    expect(notify).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith("API call cancelled", expect.anything());
  });

  it("only logs a timed-out request", async () => {
    server.use(
      http.get(`${BASE}/slower`, async () => {
        await delay(1000);
        return HttpResponse.json({});
      }),
    );
    const { client, notify, log } = makeClient();
    const error = await failure(client.get("/slower", { timeout: 50 }));
    expect(error.ignored).toBe(true);
    expect(notify).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith("API call timeout", expect.anything());
  });
});

describe("failures the caller shows itself", () => {
  it("a 409 the form puts in its own alert is not toasted too; other calls still toast it", async () => {
    server.use(
      http.post(`${BASE}/v1/admin/requests/7/status`, () =>
        HttpResponse.json(
          { name: "Conflict", message: "همکار دیگری تغییرش داده است.", code: 0, status: 409 },
          { status: 409 },
        ),
      ),
    );
    const quiet = makeClient();
    await expect(quiet.client.post("/v1/admin/requests/7/status", {}, { shownByCaller: [409] })).rejects.toMatchObject({
      status: 409,
      message: "همکار دیگری تغییرش داده است.",
    });
    expect(quiet.notify).not.toHaveBeenCalled();
    const loud = makeClient();
    await expect(loud.client.post("/v1/admin/requests/7/status", {})).rejects.toMatchObject({ status: 409 });
    expect(loud.notify).toHaveBeenCalledWith("409 همکار دیگری تغییرش داده است.", "danger");
  });
});
