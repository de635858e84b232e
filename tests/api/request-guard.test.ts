// What every unsafe call passes before its handler reads it (issue "Safe to face the internet",
// items 5, 6, 9): another site cannot post a sign-in (login CSRF), a JSON endpoint takes only
// JSON (415), an oversized body is refused from Content-Length or while it streams (413) without
// being read whole, and text a database cannot hold is the caller's mistake (422/400), not a 500.
import { describe, expect, it } from "vitest";
import { POST as loginPassword } from "@/app/api/v1/security/login-password/route";
import { POST as contactCreate } from "@/app/api/v1/contact-us/create/route";
import { GET as eventIndex } from "@/app/api/v1/event/index/route";
import { POST as jobResume } from "@/app/api/v1/job-resume/create/route";
import { withFreshDatabase } from "../support/database";

type Handler = (request: Request, context: unknown) => Promise<Response>;
const credentials = JSON.stringify({
  number: "09121234567",
  password: "secret123",
  client_id: "web",
  client_secret: "avinox-web-client-secret",
});

function call(
  handler: Handler,
  init: RequestInit & { headers?: Record<string, string> },
  url = "http://localhost:3000/api/v1/x",
) {
  return handler(
    new Request(url, { method: "POST", ...init, headers: { "x-avinox-client-ip": "198.51.100.20", ...init.headers } }),
    undefined,
  );
}

/** A body that counts how much of it the server pulled. */
function countingBody(totalBytes: number, chunkBytes = 64 * 1024) {
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= totalBytes) return controller.close();
      const size = Math.min(chunkBytes, totalBytes - state.pulled);
      state.pulled += size;
      controller.enqueue(new Uint8Array(size).fill(65));
    },
  });
  return { stream, state };
}

describe("request guard", () => {
  withFreshDatabase();

  it("refuses a sign-in posted by another site's form (text/plain from a foreign Origin)", async () => {
    const response = await call(loginPassword, {
      body: credentials,
      headers: { "content-type": "text/plain", origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("set-cookie")).toBeNull();
    const body = await response.json();
    expect(body).toMatchObject({ name: "Forbidden", status: 403 });
    expect(body.message).toMatch(/سایت دیگری/);
  });

  it("refuses JSON from a foreign Origin, and a cross-site fetch without one", async () => {
    const json = { "content-type": "application/json" };
    expect(
      (await call(loginPassword, { body: credentials, headers: { ...json, origin: "https://evil.example" } })).status,
    ).toBe(403);
    expect((await call(loginPassword, { body: credentials, headers: { ...json, origin: "null" } })).status).toBe(403);
    expect(
      (await call(loginPassword, { body: credentials, headers: { ...json, "sec-fetch-site": "cross-site" } })).status,
    ).toBe(403);
    // The site's own origin (SITE_URL, or the request's own) is welcome: the answer is about the password.
    expect(
      (
        await call(loginPassword, {
          body: credentials,
          headers: { ...json, origin: "http://localhost:3000", "sec-fetch-site": "same-origin" },
        })
      ).status,
    ).toBe(422);
  });

  it("answers 415 in Persian to a JSON endpoint sent anything but JSON", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const response = await call(loginPassword, { body: credentials, headers: { "content-type": type } });
      expect(response.status, type).toBe(415);
      expect((await response.json()).message).toMatch(/JSON/);
    }
    const none = await call(loginPassword, { body: credentials });
    expect(none.status).toBe(415);
  });

  it("refuses a body larger than the endpoint allows from its Content-Length, without reading it", async () => {
    const { stream, state } = countingBody(60 * 1024 * 1024);
    const response = await call(jobResume, {
      body: stream,
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(60 * 1024 * 1024) },
      duplex: "half",
    } as RequestInit & { headers: Record<string, string> });
    expect(response.status).toBe(413);
    const body = await response.json();
    expect(body).toMatchObject({ name: "Payload Too Large", status: 413 });
    expect(body.message).toMatch(/حجم درخواست/);
    expect(state.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it("stops reading a body with no Content-Length as soon as it passes the limit", async () => {
    const { stream, state } = countingBody(60 * 1024 * 1024);
    const response = await call(contactCreate, {
      body: stream,
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as RequestInit & { headers: Record<string, string> });
    expect(response.status).toBe(413);
    // The JSON endpoints take 64 KiB; a chunk or two past it, not 60 MB.
    expect(state.pulled).toBeLessThanOrEqual(256 * 1024);
  });

  it("answers a NUL or a lone surrogate in any text field with 422 on that field", async () => {
    for (const bad of ["سلام\u0000", "\ud800", "x\udc00y"]) {
      const response = await call(contactCreate, {
        body: JSON.stringify({ contact_name: "مهسا", contact_phone: "09131234567", subject: "s", message: bad }),
        headers: { "content-type": "application/json" },
      });
      expect(response.status, JSON.stringify(bad)).toBe(422);
      expect(await response.json()).toEqual([{ field: "message", message: "این مقدار نویسه‌های نامعتبر دارد." }]);
    }
    // A pair that makes one character (an emoji) is fine text.
    const emoji = await call(contactCreate, {
      body: JSON.stringify({ message: "سلام 👋 لطفاً برای کارگاه با من تماس بگیرید" }),
      headers: { "content-type": "application/json" },
    });
    expect(emoji.status).toBe(422);
    expect((await emoji.json()).find((e: { field: string }) => e.field === "message")).toBeUndefined();
  });

  it("answers a NUL in a query with 400, not 500", async () => {
    for (const query of ["q=%00", "sort=%00", "tags[]=%00"]) {
      const response = await eventIndex(new Request(`http://localhost/api/v1/event/index?${query}`), undefined);
      expect(response.status, query).toBe(400);
      expect((await response.json()).message).toMatch(/نویسه/);
    }
  });
});
