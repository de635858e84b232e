// The API's contract at one door: what any route wrapped in apiHandler answers on success, on a
// validation error, on a known error and on a bug, plus lists, expand and fields.
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { HttpError, tooManyRequests } from "@/server/http/errors";
import { narrowFields, parseExpand, requestedFields } from "@/server/http/expand";
import { apiHandler, readJson } from "@/server/http/handler";
import { log } from "@/server/log";
import { listResponse, parsePagination } from "@/server/http/pagination";

const req = (url = "http://localhost/api/v1/x", init?: RequestInit) =>
  new Request(url, {
    ...init,
    headers: { "content-type": "application/json", ...(init?.headers as Record<string, string>) },
  });

describe("apiHandler", () => {
  it("answers a plain value as JSON", async () => {
    const response = await apiHandler(async () => ({ ok: true }))(req(), {});
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ ok: true });
  });

  it("turns a zod error into the 422 array, one entry per field", async () => {
    const schema = z.object({
      user_mobile: z.string().regex(/^09\d{9}$/, "مقدار موبایل معتبر نیست"),
      user_email: z.email("ایمیل باید یک پست الکترونیک معتبر باشد").min(50, "دوم"),
    });
    const handler = apiHandler(async (request: Request) => schema.parse(await readJson(request)));
    const response = await handler(
      req("http://localhost/api", { method: "POST", body: JSON.stringify({ user_mobile: "123", user_email: "x" }) }),
      {},
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual([
      { field: "user_mobile", message: "مقدار موبایل معتبر نیست" },
      { field: "user_email", message: "ایمیل باید یک پست الکترونیک معتبر باشد" },
    ]);
  });

  it("answers a body that is not JSON with 400, not 500", async () => {
    const handler = apiHandler(async (request: Request) => readJson(request));
    const response = await handler(req("http://localhost/api", { method: "POST", body: "{oops" }), {});
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("بدنه درخواست JSON معتبری نیست.");
  });

  it("answers an HttpError with its envelope and headers", async () => {
    const response = await apiHandler(async () => {
      throw tooManyRequests(42.3, 5);
    })(req(), {});
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("43");
    expect(response.headers.get("x-rate-limit-limit")).toBe("5");
    expect(response.headers.get("x-rate-limit-remaining")).toBe("0");
    expect(await response.json()).toEqual({
      name: "Too Many Requests",
      message: "شما درخواست‌های زیادی داشته‌اید",
      code: 0,
      status: 429,
    });
  });

  it("answers a bug with a Persian 500 and no stack trace, and logs it under the request's id", async () => {
    const spy = vi.spyOn(log, "error").mockImplementation(() => {});
    const request = req(undefined, { headers: { "x-request-id": "req-4f2a9c01" } });
    const response = await apiHandler(async () => {
      throw new TypeError("cannot read properties of undefined (secret internals)");
    })(request, {});
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ requestId: "req-4f2a9c01", err: expect.objectContaining({ name: "TypeError" }) }),
      "unhandled error",
    );
    spy.mockRestore();
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      name: "Internal Server Error",
      message: "مشکلی در سرور به وجود آمده است",
      code: 0,
      status: 500,
    });
    expect(text).not.toContain("secret internals");
    expect(text).not.toContain("at ");
  });

  it("uses a custom Persian message on an HttpError", async () => {
    const response = await apiHandler(async () => {
      throw new HttpError(404, "رویداد پیدا نشد");
    })(req(), {});
    expect(await response.json()).toMatchObject({ status: 404, message: "رویداد پیدا نشد", name: "Not Found" });
  });
});

describe("pagination", () => {
  it("reads page and per-page, clamping nonsense to sane values", () => {
    expect(parsePagination(new URLSearchParams("page=3&per-page=10"))).toEqual({ page: 3, perPage: 10, offset: 20 });
    expect(parsePagination(new URLSearchParams("page=0&per-page=-5"))).toEqual({ page: 1, perPage: 20, offset: 0 });
    expect(parsePagination(new URLSearchParams("page=abc&per-page=1000"))).toEqual({ page: 1, perPage: 50, offset: 0 });
  });

  it("answers a bare array with the X-Pagination headers", async () => {
    const response = listResponse([{ id: 1 }], 41, parsePagination(new URLSearchParams("page=2&per-page=20")));
    expect(await response.json()).toEqual([{ id: 1 }]);
    expect(response.headers.get("x-pagination-total-count")).toBe("41");
    expect(response.headers.get("x-pagination-page-count")).toBe("3");
    expect(response.headers.get("x-pagination-current-page")).toBe("2");
    expect(response.headers.get("x-pagination-per-page")).toBe("20");
  });

  it("says one page for an empty list", () => {
    const response = listResponse([], 0, parsePagination(new URLSearchParams()));
    expect(response.headers.get("x-pagination-page-count")).toBe("1");
  });
});

describe("expand and fields", () => {
  it("keeps only allowed expansions, with their parents", () => {
    const expand = parseExpand(new URLSearchParams("expand=timeLines.items, members ,secrets"), [
      "timeLines",
      "timeLines.items",
      "members",
      "stats",
    ]);
    expect([...expand].sort()).toEqual(["members", "timeLines", "timeLines.items"]);
  });

  it("narrows to the named fields but never hides an expansion", () => {
    const narrowing = requestedFields(new URLSearchParams("fields=id,title&expand=members,timeLines.items"));
    expect(narrowing?.fields).toEqual(["id", "title"]);
    const record = { id: 1, title: "t", body: "b", members: [1], timeLines: [] };
    expect(narrowFields(record, narrowing!)).toEqual({ id: 1, title: "t", members: [1], timeLines: [] });
    expect(narrowFields([record, "x"], narrowing!)).toEqual([{ id: 1, title: "t", members: [1], timeLines: [] }, "x"]);
    expect(requestedFields(new URLSearchParams("expand=members"))).toBeUndefined();
  });
});
