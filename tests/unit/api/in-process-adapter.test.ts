// The in-process adapter (render/in-process-api.ts) behaves as axios's HTTP adapter does at its
// edges: a status the call does not accept rejects with the answer, a call that runs out of time
// rejects as a timeout (the page's 504 screen), a cancelled one as cancelled, and a path or method
// no route module answers goes over HTTP.
import axios, { AxiosError, isCancel } from "axios";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { createApiClient } from "@/lib/api/client";
import type { ApiRouteTable } from "@/render/api-route-match";
import { inProcessAdapter } from "@/render/in-process-api";
import { mockServer } from "../../support/msw";

const server = mockServer();
const never = () => new Promise<Response>(() => {});
const table: ApiRouteTable = {
  "/v1/ok": async () => ({ GET: async () => Response.json({ ok: true }, { headers: { "cache-tag": "probe" } }) }),
  "/v1/refused": async () => ({
    GET: async () =>
      Response.json({ name: "Forbidden", message: "دسترسی ندارید", code: 0, status: 403 }, { status: 403 }),
  }),
  "/v1/slow": async () => ({ GET: never }),
};
const client = () => axios.create({ baseURL: "http://api.test/api", adapter: inProcessAdapter(table) });

describe("the in-process adapter", () => {
  it("answers as HTTP would: status, headers and JSON", async () => {
    const response = await client().get("/v1/ok");
    expect(response.status).toBe(200);
    expect(response.statusText).toBe("OK");
    expect(response.data).toEqual({ ok: true });
    expect(response.headers["cache-tag"]).toBe("probe");
  });

  it("rejects a refused call with its answer, as axios's settle does", async () => {
    const error = (await client()
      .get("/v1/refused")
      .catch((e: unknown) => e)) as AxiosError;
    expect(error).toBeInstanceOf(AxiosError);
    expect(error.code).toBe(AxiosError.ERR_BAD_REQUEST);
    expect(error.response?.status).toBe(403);
    expect(error.response?.data).toMatchObject({ message: "دسترسی ندارید" });
  });

  it("gives up after the call's time as a timeout, and when cancelled as cancelled", async () => {
    const late = (await client()
      .get("/v1/slow", { timeout: 30 })
      .catch((e: unknown) => e)) as AxiosError;
    expect(late.code).toBe(AxiosError.ECONNABORTED);
    expect(late.response).toBeUndefined();
    const controller = new AbortController();
    const call = client().get("/v1/slow", { signal: controller.signal });
    controller.abort();
    expect(isCancel(await call.catch((e: unknown) => e))).toBe(true);
  });

  it("shows a timeout as the page's 504 screen through the client's error policy", async () => {
    const api = createApiClient({
      baseURL: "http://api.test/api",
      headers: {},
      timeout: 30,
      adapter: inProcessAdapter(table),
      sessionSent: () => false,
    });
    await expect(api.get("/v1/slow", { page: true })).rejects.toMatchObject({ status: 504 });
  });

  it("sends what no route module answers over HTTP", async () => {
    server.use(
      http.get("http://api.test/api/v1/elsewhere", () => HttpResponse.json({ via: "http" })),
      http.post("http://api.test/api/v1/ok", () => HttpResponse.json({ via: "http" })),
    );
    expect((await client().get("/v1/elsewhere")).data).toEqual({ via: "http" });
    expect((await client().post("/v1/ok", {})).data).toEqual({ via: "http" });
  });
});
