// The shared cache of public pages on the production entry (issue 11): anonymous visitors share one
// render, a registration shows on the event's page and the events list within 2 s, and a
// signed-in or private render never reaches another visitor.
import { expect, request as playwrightRequest, test, type APIRequestContext } from "./test";
import { randomUUID } from "node:crypto";
import { E2E_BASE_URL } from "./env";
import { freshMobile, signInByCode, toPersian } from "./support";

type EventSummary = { id: number; slug: string; title: string; remaining_capacity: number; capacity: number };

async function anonymous(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
}

/** A context signed in through the API; it keeps the session cookies like a browser. */
async function signedIn(): Promise<{ context: APIRequestContext; mobile: string }> {
  const context = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const mobile = freshMobile();
  await signInByCode(context, mobile);
  return { context, mobile };
}

/** The seats-left line of one event's card on /events, as a visitor reads it. */
function seatsOnCard(html: string, title: string): string | undefined {
  const at = html.indexOf(title);
  if (at < 0) return undefined;
  // The first mention may be in the page's data (["۲۶"," جای خالی"]) or its HTML (۲۶<!-- --> جای خالی).
  const text = html.slice(at, at + 3000).replace(/<!-- -->|\\?"|,/g, "");
  return /([۰-۹]+) ?جای خالی/.exec(text)?.[1];
}

/** The event page's JSON-LD seats left. */
function seatsInJsonLd(html: string): number | undefined {
  const found = /"remainingAttendeeCapacity":(\d+)/.exec(html);
  return found ? Number(found[1]) : undefined;
}

test.describe.configure({ mode: "serial" });

test("anonymous visitors share one render of a public page", async () => {
  const visitor = await anonymous();
  const path = `/events?probe=${randomUUID()}`;
  const first = await visitor.get(path);
  const second = await visitor.get(path);
  expect(first.status()).toBe(200);
  expect(first.headers()["x-cache"]).toBe("MISS");
  expect(second.headers()["x-cache"]).toBe("HIT");
  expect((await second.text()) === (await first.text())).toBe(true);
  // The shared copy carries the same CSP as the page it was made from.
  expect(second.headers()["content-security-policy"]).toBe(first.headers()["content-security-policy"]);
  await visitor.dispose();
});

test("a registration shows on the event's page and in the events list within 2 seconds", async () => {
  const visitor = await anonymous();
  const upcoming = (await (
    await visitor.get("/api/v1/event/index?when=upcoming&per-page=50")
  ).json()) as EventSummary[];
  const listed = await (await visitor.get("/events")).text();
  // One on the list's first page with seats to spare, not the one other tests register for.
  const event = upcoming.find(
    (e) => e.slug !== "ai-meetup-kerman" && e.remaining_capacity > 2 && seatsOnCard(listed, e.title) !== undefined,
  )!;
  expect(event).toBeTruthy();

  // Both pages are in the shared cache before the write.
  for (let i = 0; i < 2; i++) {
    await visitor.get("/events");
    await visitor.get(`/events/${event.slug}`);
  }
  expect((await visitor.get("/events")).headers()["x-cache"]).toBe("HIT");
  const page = await visitor.get(`/events/${event.slug}`);
  expect(page.headers()["x-cache"]).toBe("HIT");
  const seatsBefore = seatsInJsonLd(await page.text())!;
  expect(seatsBefore).toBe(event.remaining_capacity);
  expect(seatsOnCard(await (await visitor.get("/events")).text(), event.title)).toBe(toPersian(String(seatsBefore)));

  const { context: member, mobile } = await signedIn();
  const registered = await member.post("/api/v1/event-attendance/create", {
    headers: { "client-id": "web", "idempotency-key": randomUUID() },
    data: { full_name: "نگار احمدی", mobile, email: "", event_id: event.id },
  });
  expect(registered.status()).toBe(201);
  const written = Date.now();

  await expect
    .poll(async () => seatsInJsonLd(await (await visitor.get(`/events/${event.slug}`)).text()), {
      timeout: 2000,
      intervals: [100],
    })
    .toBe(seatsBefore - 1);
  await expect
    .poll(async () => seatsOnCard(await (await visitor.get("/events")).text(), event.title), {
      timeout: 2000,
      intervals: [100],
    })
    .toBe(toPersian(String(seatsBefore - 1)));
  expect(Date.now() - written).toBeLessThan(2000);
  await member.dispose();
  await visitor.dispose();
});

test("a signed-in visitor's render never lands in the shared cache", async () => {
  const { context: member, mobile } = await signedIn();
  const path = `/events?probe=${randomUUID()}`;
  const theirs = await member.get(path);
  expect(theirs.status()).toBe(200);
  expect(theirs.headers()["x-cache"]).toBeUndefined();
  const again = await member.get(path);
  expect(again.headers()["x-cache"]).toBeUndefined();

  // An anonymous visitor of the same address gets a render of their own, with nothing of the member's.
  const visitor = await anonymous();
  const own = await visitor.get(path);
  expect(own.headers()["x-cache"]).toBe("MISS");
  const html = await own.text();
  expect(html.includes(mobile) || html.includes(toPersian(mobile))).toBe(false);

  // The member's own pages are rendered for them each time, and never shared.
  const profile = await member.get("/profile");
  expect(profile.status()).toBe(200);
  expect(profile.headers()["x-cache"]).toBeUndefined();
  const stranger = await visitor.get("/profile", { maxRedirects: 0 });
  expect(stranger.status()).toBe(307);
  await member.dispose();
  await visitor.dispose();
});

test("a render that reads the visitor's own data is never shared, even without a session", async () => {
  const visitor = await anonymous();
  // /track with a code looks the request up for this visitor (their address's lookup limit).
  const path = `/track?code=AX-${randomUUID().slice(0, 7).toUpperCase()}&mobile=09120000000`;
  expect((await visitor.get(path)).headers()["x-cache"]).toBe("MISS");
  expect((await visitor.get(path)).headers()["x-cache"]).toBe("MISS");
  // The empty tracking form is public, and shared.
  await visitor.get("/track");
  expect((await visitor.get("/track")).headers()["x-cache"]).toBe("HIT");
  await visitor.dispose();
});
