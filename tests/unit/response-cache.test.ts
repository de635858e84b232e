// The entry's shared cache (entry/response-cache.mjs) in front of a real HTTP server, with a
// stand-in for Next: what is shared, what never is, and what a write drops.
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import compression from "compression";
import { afterEach, describe, expect, it, onTestFinished } from "vitest";
import { noteApiAnswer } from "@/render/cache-marks";
import {
  BRIDGE_KEY,
  createResponseCache,
  installBridge,
  isSharedRequest,
  responseCacheSettings,
  type CacheSettings,
  type RenderMarks,
} from "@/entry/response-cache.mjs";
import { sessionCookieNames } from "@/shared/cookie-names";
import { manualClock } from "../support/clock-manual";

type Render = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  marks: RenderMarks | undefined,
) => void | Promise<void>;

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A server whose every answer goes through the cache; `render` plays Next. */
async function serve(
  render: Render,
  settings: CacheSettings = { enabled: true, ttlMs: 60_000, maxBytes: 8 * 1024 * 1024 },
) {
  const cache = createResponseCache(settings);
  let renders = 0;
  let arrived = 0;
  const arrivals = new Set<{ count: number; resolve: () => void }>();
  const server = http.createServer((req, res) => {
    arrived++;
    for (const wait of arrivals) {
      if (arrived < wait.count) continue;
      arrivals.delete(wait);
      wait.resolve();
    }
    void cache.handle(req, res, async (watch) => {
      watch?.();
      renders++;
      await render(req, res, cache.marks());
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** Resolves once `count` requests have reached the cache (each one has then rendered, or joined a render under way, or been answered). */
  const requestsArrived = (count: number) =>
    new Promise<void>((resolve) => (arrived >= count ? resolve() : arrivals.add({ count, resolve })));
  return { cache, base, renders: () => renders, requestsArrived };
}

function page(body: string, marks?: (m: RenderMarks) => void): Render {
  return (_req, res, m) => {
    if (m && marks) marks(m);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(body);
  };
}

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers });

describe("the shared cache", () => {
  it("answers the second anonymous visit from memory, with the same page", async () => {
    const { base, renders } = await serve(page("<p>رویدادها</p>", (m) => m.tags.add("event")));
    const first = await get(`${base}/events`);
    const second = await get(`${base}/events`);
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.text()).toBe(await first.text());
    expect(renders()).toBe(1);
  });

  it("never stores or serves a signed-in visitor's page", async () => {
    let visitor = "";
    const { base, renders } = await serve((req, res) => {
      visitor = String(req.headers.cookie ?? "");
      res.setHeader("Content-Type", "text/html");
      res.end(visitor ? "<p>سلام مریم</p>" : "<p>خوش آمدید</p>");
    });
    for (const name of [...Object.values(sessionCookieNames(false)), ...Object.values(sessionCookieNames(true))]) {
      const signedIn = await get(`${base}/events`, { cookie: `theme=1; ${name}=abc` });
      expect(await signedIn.text()).toBe("<p>سلام مریم</p>");
      expect(signedIn.headers.get("x-cache")).toBeNull();
    }
    const bearer = await get(`${base}/events`, { authorization: "Bearer abc" });
    expect(bearer.headers.get("x-cache")).toBeNull();
    const anonymous = await get(`${base}/events`);
    expect(anonymous.headers.get("x-cache")).toBe("MISS");
    expect(await anonymous.text()).toBe("<p>خوش آمدید</p>");
    expect(renders()).toBe(Object.values(sessionCookieNames(false)).length * 2 + 2);
  });

  it("does not share a render that read cookies or headers, failed a call, set a cookie or did not answer 200", async () => {
    const cases: Record<string, Render> = {
      "/private": page("<p>درخواست شما</p>", (m) => (m.private = true)),
      "/failed": page("<p>خطا</p>", (m) => (m.failed = true)),
      "/cookie": (_req, res) => {
        res.setHeader("Set-Cookie", "agent=1");
        res.setHeader("Content-Type", "text/html");
        res.end("<p>x</p>");
      },
      "/missing": (_req, res) => {
        res.statusCode = 404;
        res.setHeader("Content-Type", "text/html");
        res.end("<p>پیدا نشد</p>");
      },
      "/file": (_req, res) => {
        res.setHeader("Content-Type", "application/pdf");
        res.end("%PDF");
      },
    };
    const { base } = await serve((req, res, marks) => cases[req.url!]!(req, res, marks));
    for (const path of Object.keys(cases)) {
      await get(`${base}${path}`);
      expect((await get(`${base}${path}`)).headers.get("x-cache"), path).toBe("MISS");
    }
  });

  it("shares an API answer only when its handler named what it shows (Cache-Tag)", async () => {
    const { base } = await serve((req, res) => {
      res.setHeader("Content-Type", "application/json");
      if (req.url === "/api/v1/event/index") res.setHeader("Cache-Tag", "event");
      res.end("[]");
    });
    await get(`${base}/api/v1/event/index`);
    expect((await get(`${base}/api/v1/event/index`)).headers.get("x-cache")).toBe("HIT");
    await get(`${base}/api/v1/site/captcha`);
    expect((await get(`${base}/api/v1/site/captcha`)).headers.get("x-cache")).toBe("MISS");
  });

  it("drops exactly the answers a write's tags name", async () => {
    let seats = 10;
    const { base, cache } = await serve((req, res, marks) => {
      const tag = req.url === "/events/a" ? "event:1" : req.url === "/events/b" ? "event:2" : "event";
      marks?.tags.add(tag);
      res.setHeader("Content-Type", "text/html");
      res.end(`<p>${req.url} ${seats}</p>`);
    });
    for (const path of ["/events", "/events/a", "/events/b"]) await get(`${base}${path}`);
    seats = 9;
    cache.invalidate(["event", "event:1"]);
    expect(await (await get(`${base}/events`)).text()).toContain("9");
    expect(await (await get(`${base}/events/a`)).text()).toContain("9");
    const other = await get(`${base}/events/b`);
    expect(other.headers.get("x-cache")).toBe("HIT");
    expect(await other.text()).toContain("10");
    cache.invalidate(["*"]);
    expect(await (await get(`${base}/events/b`)).text()).toContain("9");
  });

  it("does not keep a render that began before a write to what it shows", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The write comes once the render has read what it shows (not after a fixed wait, which a busy
    // machine can outlast).
    let began!: () => void;
    const rendering = new Promise<void>((resolve) => (began = resolve));
    let seats = 10;
    const { base, cache } = await serve(async (_req, res, marks) => {
      const shown = seats;
      marks?.tags.add("event:1");
      began();
      await gate;
      res.setHeader("Content-Type", "text/html");
      res.end(`<p>${shown}</p>`);
    });
    const slow = get(`${base}/events/a`);
    await rendering;
    seats = 9;
    cache.invalidate(["event", "event:1"]);
    release();
    expect(await (await slow).text()).toBe("<p>10</p>");
    const after = await get(`${base}/events/a`);
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(await after.text()).toBe("<p>9</p>");
  });

  it("renders once for many identical visits that arrive together", async () => {
    // The render holds its answer until all twenty visits have reached the cache (not for a fixed
    // time, which a busy machine can let pass before the last of them arrives).
    const { base, renders, requestsArrived } = await serve(async (_req, res) => {
      await requestsArrived(20);
      res.setHeader("Content-Type", "text/html");
      res.end("<p>خانه</p>");
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(`${base}/`).then((r) => r.text())));
    expect(new Set(answers)).toEqual(new Set(["<p>خانه</p>"]));
    expect(renders()).toBe(1);
  });

  it("keeps the RSC payload of a client navigation apart from the HTML page", async () => {
    const { base } = await serve((req, res) => {
      const rsc = req.headers.rsc === "1";
      res.setHeader("Content-Type", rsc ? "text/x-component" : "text/html");
      res.setHeader("Vary", "rsc, next-router-state-tree");
      res.end(rsc ? "0:{}" : "<p>html</p>");
    });
    await get(`${base}/jobs`);
    expect(await (await get(`${base}/jobs`, { rsc: "1" })).text()).toBe("0:{}");
    expect(await (await get(`${base}/jobs`, { rsc: "1" })).text()).toBe("0:{}");
    const html = await get(`${base}/jobs`);
    expect(html.headers.get("x-cache")).toBe("HIT");
    expect(await html.text()).toBe("<p>html</p>");
    expect(html.headers.get("vary")).toContain("Accept-Encoding");
  });

  it("sends a stored page compressed as the browser accepts", async () => {
    const body = `<p>${"آوینوکس ".repeat(500)}</p>`;
    const { base, cache } = await serve(page(body));
    await get(`${base}/`);
    const plainBytes = cache.stats().bytes;
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve) =>
      http.get(`${base}/`, { headers: { "accept-encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
      }),
    );
    expect(raw.encoding).toBe("gzip");
    expect(zlib.gunzipSync(raw.body).toString()).toBe(body);
    // The compressed copy counts against the memory cap.
    expect(cache.stats().bytes).toBe(plainBytes + raw.body.byteLength);
  });

  it("sends a page first compressed for one client plainly to a client that takes no compression", async () => {
    // As in server.mjs: compression below the cache's watch, so the stored body is the plain one.
    const cache = createResponseCache({ enabled: true, ttlMs: 60_000, maxBytes: 8 * 1024 * 1024 });
    const compress = compression();
    const body = `<p>${"رویداد ".repeat(400)}</p>`;
    const server = http.createServer((req, res) => {
      void cache.handle(req, res, (watch) =>
        compress(req as never, res as never, () => {
          watch?.();
          res.setHeader("Content-Type", "text/html");
          // Streamed, as Next streams: the encoding header goes out with the first part.
          res.write(body.slice(0, 100));
          res.end(body.slice(100));
        }),
      );
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const plain = () =>
      new Promise<{ encoding?: string; cache?: string; body: string }>((resolve) =>
        http.get(`${base}/`, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({
              encoding: res.headers["content-encoding"],
              cache: String(res.headers["x-cache"]),
              body: Buffer.concat(chunks).toString(),
            }),
          );
        }),
      );
    expect((await get(`${base}/`, { "accept-encoding": "gzip" })).headers.get("x-cache")).toBe("MISS");
    const second = await plain();
    expect(second).toEqual({ encoding: undefined, cache: "HIT", body });
  });

  it("forgets answers after their time, and the least used first when full", async () => {
    // The cache reads a clock the test moves: the answer's 100 ms pass between two visits exactly
    // when the test says so, however long the visits themselves take.
    const clock = manualClock();
    const { base } = await serve(page(`<p>${"x".repeat(4000)}</p>`), {
      enabled: true,
      ttlMs: 100,
      maxBytes: 16 * 4600 * 3,
      now: clock.now,
    });
    await get(`${base}/a`);
    clock.advance(99);
    expect((await get(`${base}/a`)).headers.get("x-cache")).toBe("HIT");
    clock.advance(51);
    expect((await get(`${base}/a`)).headers.get("x-cache")).toBe("MISS");

    const small = await serve(page(`<p>${"x".repeat(40_000)}</p>`), {
      enabled: true,
      ttlMs: 60_000,
      maxBytes: 16 * 40_600,
      now: clock.now,
    });
    for (const path of Array.from({ length: 20 }, (_, i) => `/p${i}`)) await get(`${small.base}${path}`);
    expect(small.cache.stats().bytes).toBeLessThanOrEqual(16 * 40_600);
    expect((await get(`${small.base}/p0`)).headers.get("x-cache")).toBe("MISS");
    expect((await get(`${small.base}/p19`)).headers.get("x-cache")).toBe("HIT");
  });

  it("keeps an API answer no longer than its X-Cache-Until, and a page no longer than the soonest of its API answers'", async () => {
    // The cache reads a clock the test moves (see the test above); `until` is a moment on it.
    const clock = manualClock();
    let until = clock.now() + 150;
    const { cache, base, renders } = await serve(
      (req, res) => {
        res.setHeader("Content-Type", req.url!.startsWith("/api/") ? "application/json" : "text/html");
        if (req.url!.startsWith("/api/")) {
          res.setHeader("Cache-Tag", "event");
          res.setHeader("X-Cache-Until", String(until));
        } else {
          // The page's API call, as render/api.ts notes it.
          noteApiAnswer({ "cache-tag": "event", "x-cache-until": String(until) });
        }
        res.end(req.url!.startsWith("/api/") ? "[]" : "<p>رویدادها</p>");
      },
      { enabled: true, ttlMs: 60_000, maxBytes: 8 * 1024 * 1024, now: clock.now },
    );
    installBridge(cache);
    onTestFinished(() => void Reflect.deleteProperty(globalThis, BRIDGE_KEY));
    for (const path of ["/api/v1/event/index", "/events"]) {
      await get(`${base}${path}`);
      expect((await get(`${base}${path}`)).headers.get("x-cache")).toBe("HIT");
    }
    clock.advance(200);
    until = clock.now() + 60_000;
    for (const path of ["/api/v1/event/index", "/events"])
      expect((await get(`${base}${path}`)).headers.get("x-cache")).toBe("MISS");
    // A moment further than the cache's own time leaves that time in charge; one already past is not stored.
    expect((await get(`${base}/api/v1/event/index`)).headers.get("x-cache")).toBe("HIT");
    until = clock.now() - 1;
    const rendered = renders();
    await get(`${base}/api/v1/event/index?past`);
    expect((await get(`${base}/api/v1/event/index?past`)).headers.get("x-cache")).toBe("MISS");
    expect(renders()).toBe(rendered + 2);
  });

  it("replays the views a cached detail counts", async () => {
    const { base, cache } = await serve((_req, res) => {
      res.setHeader("Content-Type", "application/json");
      res.setHeader("Cache-Tag", "job:3");
      res.setHeader("X-Count-View", "job:3");
      res.end("{}");
    });
    const replayed: string[] = [];
    cache.recordViews = (views) => replayed.push(...views);
    await get(`${base}/api/v1/job/view?id=3`);
    await get(`${base}/api/v1/job/view?id=3`);
    await get(`${base}/api/v1/job/view?id=3`);
    expect(replayed).toEqual(["job:3", "job:3"]);
  });
});

describe("settings", () => {
  it("is off in development and with PAGE_CACHE_SECONDS=0", () => {
    expect(responseCacheSettings({}, { dev: true }).enabled).toBe(false);
    expect(responseCacheSettings({ PAGE_CACHE_SECONDS: "0" }, { dev: false }).enabled).toBe(false);
    expect(responseCacheSettings({}, { dev: false })).toEqual({
      enabled: true,
      ttlMs: 60_000,
      maxBytes: 64 * 1024 * 1024,
    });
  });

  it("leaves writes, ranges and Next's own files alone", () => {
    const req = (method: string, url: string, headers: Record<string, string> = {}) =>
      ({ method, url, headers }) as unknown as http.IncomingMessage;
    expect(isSharedRequest(req("GET", "/events"))).toBe(true);
    expect(isSharedRequest(req("POST", "/api/v1/event-attendance/create"))).toBe(false);
    expect(isSharedRequest(req("GET", "/events", { range: "bytes=0-1" }))).toBe(false);
    expect(isSharedRequest(req("GET", "/_next/static/chunks/a.js"))).toBe(false);
  });
});
