// Bearer tokens in logs (issue 35, item 4): a seat offer's token is stored hashed, but the link
// that carries it (/events/offer/<token>, and the API the page and its buttons call:
// /api/v1/event-seat-offers/<token>, …/accept, …/decline) used to be written to the log in clear.
// A whole offer flow runs here with the app's logger writing to a captured stream: the request
// lines as server.mjs writes them (path: loggablePath(req.url)), the app's own lines (an error
// report, a database outage, a CSP violation on the offer page), and the CSP report file; the raw
// token must appear nowhere. (e2e/log-redaction.spec.ts greps a production server's stdout.)
import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as cancel } from "@/app/api/v1/admin/events/[id]/attendees/[requestId]/cancel/route";
import { POST as cspReport } from "@/app/api/v1/csp-report/route";
import { POST as create } from "@/app/api/v1/event-attendance/create/route";
import { POST as accept } from "@/app/api/v1/event-seat-offers/[token]/accept/route";
import { POST as decline } from "@/app/api/v1/event-seat-offers/[token]/decline/route";
import { GET as viewOffer } from "@/app/api/v1/event-seat-offers/[token]/route";
import { events } from "@/server/db/schema";
import { DatabaseUnavailableError, reportDatabaseUnavailable } from "@/server/db/unavailable";
import { errorResponse } from "@/server/http/handler";
import { log } from "@/server/log";
import { loggablePath, requestIdOf } from "@/entry/log.mjs";
import { cspReportsPath } from "@/server/security/csp-reports";
import { seedEvents } from "@/server/seed/events";
import { setSmsProvider } from "@/server/sms";
import type { SmsMessage } from "@/server/sms/provider";
import { solvedCaptcha } from "../support/captcha";
import { withFreshDatabase } from "../support/database";
import { nextIp, postJson, type RouteHandler } from "../support/http";
import { staffAccount, type Account } from "../support/staff";

// The app's logger (server/log.ts keeps one on globalThis) is made here first, writing JSON lines
// at every level into `lines`, as production writes them to stdout.
const { lines } = await vi.hoisted(async () => {
  const { Writable } = await import("node:stream");
  const { createLogger } = await import("@/entry/log.mjs");
  const written: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      written.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  (globalThis as { __avinoxLog?: unknown }).__avinoxLog = createLogger({
    env: { NODE_ENV: "production", LOG_LEVEL: "trace" },
    pretty: false,
    stream,
  });
  return { lines: written };
});

/** A request answered as server.mjs answers one: the handler, then its request line (trace()). */
async function served(handler: RouteHandler, request: Request, context: unknown = {}): Promise<Response> {
  const requestId = requestIdOf(undefined);
  request.headers.set("x-request-id", requestId);
  const response = await handler(request, context as never);
  log.info(
    { requestId, method: request.method, path: loggablePath(request.url), status: response.status, ms: 1 },
    "request",
  );
  return response;
}

const offerRequest = (token: string, tail = "", method = "GET") =>
  new Request(`http://127.0.0.1:3000/api/v1/event-seat-offers/${token}${tail}`, {
    method,
    headers: { "x-avinox-client-ip": nextIp() },
  });

describe("a seat offer's token in the log", () => {
  const database = withFreshDatabase();
  const sms: SmsMessage[] = [];
  let admin: Account;
  let eventId = 0;
  let mobiles = 0;
  const db = () => database.handle().db;
  const tokenSentTo = (mobile: string) =>
    /\/events\/offer\/([A-Za-z0-9_-]+)/.exec(sms.filter((m) => m.to === mobile).at(-1)?.text ?? "")?.[1];

  async function register(waitlist: boolean): Promise<{ id: number; mobile: string }> {
    const mobile = `0912353${String(mobiles++).padStart(4, "0")}`;
    const response = await postJson(
      create,
      { full_name: "پریسا نوری", mobile, email: "", event_id: eventId, waitlist, ...(await solvedCaptcha()) },
      { path: "event-attendance/create" },
    );
    expect(response.status, await response.clone().text()).toBe(201);
    return { id: ((await response.json()) as { id: number }).id, mobile };
  }

  /** One seat left, taken, someone waiting, and the seat freed: the token the SMS sends. */
  async function offerTo(): Promise<string> {
    const [event] = await db().select().from(events).where(eq(events.id, eventId));
    await db()
      .update(events)
      .set({ attendeesCount: event!.capacity - 1 })
      .where(eq(events.id, eventId));
    const seated = await register(false);
    const waiting = await register(true);
    const request = new Request(`http://localhost/api/v1/admin/events/${eventId}/attendees/${seated.id}/cancel`, {
      method: "POST",
      headers: {
        "x-avinox-client-ip": "10.35.4.1",
        authorization: `Bearer ${admin.token}`,
        "content-type": "application/json",
      },
      body: "{}",
    });
    expect(
      (
        await cancel(request, {
          params: Promise.resolve({ id: String(eventId), requestId: String(seated.id) }),
        } as never)
      ).status,
    ).toBe(200);
    const token = tokenSentTo(waiting.mobile);
    expect(token).toBeTruthy();
    return token!;
  }

  beforeAll(async () => {
    setSmsProvider({ name: "test", send: async (m) => void sms.push(m) });
    await seedEvents(db());
    admin = await staffAccount(db(), "admin", [], "مدیر");
    const [event] = await db().select().from(events).where(eq(events.slug, "product-design-workshop"));
    eventId = event!.id;
  });
  afterAll(() => setSmsProvider(undefined));

  it("writes the offer's paths with [token] in place of the token, in every line", async () => {
    const accepted = await offerTo();
    const params = (token: string) => ({ params: Promise.resolve({ token }) });
    const before = lines.length;

    // The visitor opens the SMS link (the page's request line, as server.mjs writes it) …
    const page = new Request(`http://127.0.0.1:3000/events/offer/${accepted}`, {
      headers: { "x-avinox-client-ip": nextIp() },
    });
    await served(async () => new Response("<!doctype html>", { status: 200 }), page);
    // … whose render asks the API on the internal listener, and the visitor accepts.
    expect((await served(viewOffer, offerRequest(accepted), params(accepted))).status).toBe(200);
    expect((await served(accept, offerRequest(accepted, "/accept", "POST"), params(accepted))).status).toBe(200);
    // Opened again after accepting, with the page's own query and a trailing slash.
    expect((await served(viewOffer, offerRequest(accepted, "/?page=1"), params(accepted))).status).toBe(200);

    // A second offer is declined.
    const declined = await offerTo();
    expect((await served(decline, offerRequest(declined, "/decline", "POST"), params(declined))).status).toBe(200);

    // The app's own lines that name a path: an unexpected error and a database outage while
    // answering an offer, and a CSP violation the offer page reports.
    expect(errorResponse(new TypeError("boom"), offerRequest(accepted, "/accept", "POST")).status).toBe(500);
    reportDatabaseUnavailable(new DatabaseUnavailableError("test"), offerRequest(declined));
    const violation = {
      "csp-report": {
        "document-uri": `http://127.0.0.1:3000/events/offer/${accepted}?from=sms`,
        "effective-directive": "script-src-elem",
        "blocked-uri": "inline",
      },
    };
    const report = new Request("http://127.0.0.1:3000/api/v1/csp-report", {
      method: "POST",
      headers: { "content-type": "application/csp-report", "x-avinox-client-ip": nextIp() },
      body: JSON.stringify(violation),
    });
    expect((await served(cspReport, report)).status).toBe(204);

    const written = lines.slice(before);
    // No token anywhere: not in the log, not in the CSP report file …
    for (const token of [accepted, declined]) {
      expect(written.filter((line) => line.includes(token))).toEqual([]);
      expect(fs.readFileSync(cspReportsPath(), "utf8")).not.toContain(token);
    }
    // … though the lines were written, each with the path's shape.
    const records = written.map((line) => JSON.parse(line) as { msg: string; path?: string; page?: string });
    expect(records.filter((r) => r.msg === "request").map((r) => r.path)).toEqual([
      "/events/offer/[token]",
      "/api/v1/event-seat-offers/[token]",
      "/api/v1/event-seat-offers/[token]/accept",
      "/api/v1/event-seat-offers/[token]",
      "/api/v1/event-seat-offers/[token]/decline",
      "/api/v1/csp-report",
    ]);
    expect(records.find((r) => r.msg === "unhandled error")?.path).toBe("/api/v1/event-seat-offers/[token]/accept");
    expect(records.find((r) => r.msg.startsWith("database unavailable"))?.path).toBe(
      "/api/v1/event-seat-offers/[token]",
    );
    expect(records.find((r) => r.msg === "csp violation")?.page).toBe("/events/offer/[token]");
  });
});
