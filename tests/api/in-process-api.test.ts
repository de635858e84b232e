// A server render reaches this app's API in process (render/in-process-api.ts): the same route
// handler answers what an HTTP call to it answers, the render's cache marks name the same
// entities, and the handler sees the same caller (the visitor's signed address, the bearer token,
// the path's params). An API_INTERNAL_URL naming another backend still goes over HTTP.
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as eventIndex } from "@/app/api/v1/event/index/route";
import { GET as jobView } from "@/app/api/v1/job/view/route";
import { jobPositions } from "@/server/db/schema";
import { clientIp } from "@/server/http/client-address";
import { apiHandler } from "@/server/http/handler";
import type { RenderMarks } from "@/server/cache/response-cache-bridge";
import { seedDatabase } from "@/server/seed";
import { setSmsProvider } from "@/server/sms";
import { withFreshDatabase } from "../support/database";
import { mockServer } from "../support/msw";

const request = vi.hoisted(() => ({ headers: new Headers(), token: undefined as string | undefined }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({
    get: () => (request.token ? { value: request.token } : undefined),
    has: () => Boolean(request.token),
  }),
}));

/** What a probe route saw of the call that reached it in process. */
type Seen = { address: string; params: Record<string, string>; headers: Headers; method: string; body: string };
const probe = vi.hoisted(() => ({ seen: undefined as Seen | undefined }));

// The real table, plus a probe route that tells what its handler was given.
vi.mock("@/render/api-routes", async (importOriginal) => {
  const { apiRoutes } = await importOriginal<typeof import("@/render/api-routes")>();
  const handler = apiHandler(async (call: Request, { params }: { params: Promise<Record<string, string>> }) => {
    probe.seen = {
      address: clientIp(call),
      params: await params,
      headers: call.headers,
      method: call.method,
      body: call.method === "GET" ? "" : await call.text(),
    };
    return { ok: true };
  });
  return { apiRoutes: { ...apiRoutes, "/v1/probe/[id]": async () => ({ GET: handler, POST: handler }) } };
});

const { authServerApi, publicServerApi, visitorServerApi, apiIsThisApp } = await import("@/render/api");
const { verifyVisitor, VISITOR_HEADER } = await import("@/server/http/visitor");

/** The entry's bridge as server.mjs installs it, with one render under way. */
const bridgeKey = Symbol.for("avinox.response-cache");
let marks: RenderMarks;
const freshMarks = (): RenderMarks => ({
  tags: new Set(),
  views: new Set(),
  private: false,
  failed: false,
  until: Infinity,
});
beforeAll(() => {
  (globalThis as Record<symbol, unknown>)[bridgeKey] = {
    marks: () => marks,
    invalidate: () => {},
    recordViews: undefined,
  };
});
afterAll(() => {
  delete (globalThis as Record<symbol, unknown>)[bridgeKey];
});
afterEach(() => {
  marks = freshMarks();
  request.headers = new Headers();
  request.token = undefined;
  probe.seen = undefined;
});

const overHttp = (handler: (request: Request, context: unknown) => Promise<Response>, path: string) =>
  handler(new Request(`http://localhost/api/v1/${path}`), undefined);
const tagsOf = (response: Response) => new Set(response.headers.get("cache-tag")?.split(" ") ?? []);

describe("a server render's calls when the API is this app", () => {
  const database = withFreshDatabase();
  beforeAll(async () => {
    setSmsProvider({ name: "test", send: async () => {} });
    await seedDatabase(database.handle().db);
  });
  afterAll(() => setSmsProvider(undefined));

  it("is the case without API_INTERNAL_URL", () => {
    expect(process.env.API_INTERNAL_URL).toBeUndefined();
    expect(apiIsThisApp()).toBe(true);
  });

  it("answer a public list as its route does over HTTP, with the same cache tags and pages", async () => {
    marks = freshMarks();
    const http = await overHttp(eventIndex, "event/index?per-page=3&page=2");
    const inProcess = await publicServerApi().list("/v1/event/index", { params: { "per-page": 3, page: 2 } });
    expect(inProcess.items).toEqual(await http.json());
    expect(inProcess.total).toBe(Number(http.headers.get("x-pagination-total-count")));
    expect(inProcess.page).toBe(2);
    expect(marks.tags).toEqual(tagsOf(http));
    expect(marks.tags.size).toBeGreaterThan(0);
    expect(marks.private).toBe(false);
    expect(marks.failed).toBe(false);
  });

  it("answer a detail with its entity's tag and view, and a missing one as the API's 404", async () => {
    marks = freshMarks();
    const [job] = await database.handle().db.select().from(jobPositions).limit(1);
    const http = await overHttp(jobView, `job/view?id=${job!.id}`);
    const response = await publicServerApi().request("GET", "/v1/job/view", undefined, { params: { id: job!.id } });
    expect(response.status).toBe(200);
    // The same answer; each of the two reads counted a view, as two visits do.
    const body = (await http.json()) as { view_count: number };
    expect(response.data).toEqual({ ...body, view_count: body.view_count + 1 });
    expect(response.headers["cache-tag"]).toBe(http.headers.get("cache-tag"));
    expect(marks.tags).toEqual(new Set([`job:${job!.id}`]));
    expect(marks.views).toEqual(new Set([`job:${job!.id}`]));

    marks = freshMarks();
    await expect(
      publicServerApi().request("GET", "/v1/event/slug", undefined, { params: { slug: "no-such-event" } }),
    ).rejects.toMatchObject({ status: 404 });
    expect(marks.failed).toBe(true);
  });

  it("reach the handler as the site's renderer, from this server's own address", async () => {
    await publicServerApi().get("/v1/probe/7");
    expect(probe.seen!.params).toEqual({ id: "7" });
    expect(probe.seen!.address).toBe("127.0.0.1");
    expect(probe.seen!.headers.get("user-agent")).toBe("AvinoxServerRender/1");
    expect(probe.seen!.headers.get(VISITOR_HEADER)).toBeNull();
    expect(probe.seen!.headers.get("authorization")).toBeNull();
  });

  it("carry the visitor's signed address, which the handler believes, and the signed-in visitor's token", async () => {
    request.headers = new Headers({ "user-agent": "Mozilla/5.0 (iPhone)", "x-avinox-client-ip": "203.0.113.7" });
    await (await visitorServerApi()).get("/v1/probe/%D8%A7%D9%84%D9%81");
    expect(probe.seen!.address).toBe("203.0.113.7");
    expect(verifyVisitor(probe.seen!.headers.get(VISITOR_HEADER))).toBe("203.0.113.7");
    expect(probe.seen!.params).toEqual({ id: "الف" });

    request.token = "access-token-1";
    await (await authServerApi()).post("/v1/probe/1", { name: "نام" });
    expect(probe.seen!.method).toBe("POST");
    expect(probe.seen!.headers.get("authorization")).toBe("Bearer access-token-1");
    expect(JSON.parse(probe.seen!.body)).toEqual({ name: "نام" });
    expect(probe.seen!.address).toBe("203.0.113.7");
  });

  it("answer the signed-in visitor's data as the API does (a refused token is its 401)", async () => {
    request.token = "not-a-token";
    await expect((await authServerApi()).get("/v1/security/me")).rejects.toMatchObject({ status: 401 });
  });
});

describe("a server render's calls when API_INTERNAL_URL names another backend", () => {
  const server = mockServer();

  it("go over HTTP to it", async () => {
    let seen: Request | undefined;
    server.use(
      http.get("http://api.test/api/v1/event/index", ({ request: call }) => {
        seen = call;
        return HttpResponse.json([{ id: 1 }], { headers: { "cache-tag": "event" } });
      }),
    );
    vi.stubEnv("API_INTERNAL_URL", "http://api.test");
    vi.resetModules();
    try {
      const external = await import("@/render/api");
      expect(external.apiIsThisApp()).toBe(false);
      marks = freshMarks();
      expect(await external.publicServerApi().get("/v1/event/index")).toEqual([{ id: 1 }]);
      expect(seen!.headers.get("user-agent")).toBe("AvinoxServerRender/1");
      expect(marks.tags).toEqual(new Set(["event"]));
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
