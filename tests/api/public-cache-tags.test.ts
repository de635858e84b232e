// What the API tells the entry's shared cache (entry/response-cache.mjs): public reads name the
// entities they show, reads that depend on the caller name nothing (so they are never shared), a
// registration drops its event's pages, views of cached details still count, and an answer that
// shows events is kept no longer than the next event end, and any answer no longer than the next
// scheduled publication of a kind it shows, read from the database (no desk save and no timer in
// this process needed: what a restarted or another instance does too).
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as attend } from "@/app/api/v1/event-attendance/create/route";
import { GET as eventIndex } from "@/app/api/v1/event/index/route";
import { GET as eventBySlug } from "@/app/api/v1/event/slug/route";
import { GET as jobView } from "@/app/api/v1/job/view/route";
import { GET as jobList } from "@/app/api/v1/job/job-list/route";
import { GET as mentorIndex } from "@/app/api/v1/mentor/index/route";
import { GET as search } from "@/app/api/v1/search/route";
import { GET as captcha } from "@/app/api/v1/site/captcha/route";
import { GET as track } from "@/app/api/v1/request/track/route";
import { GET as me } from "@/app/api/v1/security/me/route";
import { recordReplayedViews } from "@/server/catalog/views";
import { events, eventTimes, jobPositions, jobUnits, mentors } from "@/server/db/schema";
import type { EventDetail, EventSummary } from "@/shared/types/events";
import { seedDatabase } from "@/server/seed";
import { setSmsProvider } from "@/server/sms";
import { solvedCaptcha } from "../support/captcha";
import { EVENT_WAIT_MS } from "../support/clock-waits";
import { withFreshDatabase } from "../support/database";

type Handler = (request: Request, context: unknown) => Promise<Response>;
const get = (handler: Handler, path: string) => handler(new Request(`http://localhost/api/v1/${path}`), undefined);
const tagsOf = (response: Response) => response.headers.get("cache-tag")?.split(" ") ?? [];
const untilOf = (response: Response) => Number(response.headers.get("x-cache-until"));

/** The entry's bridge as server.mjs installs it, recording what the app asks of it. */
const bridgeKey = Symbol.for("avinox.response-cache");
const invalidated: string[][] = [];
beforeAll(() => {
  (globalThis as Record<symbol, unknown>)[bridgeKey] = {
    marks: () => undefined,
    invalidate: (tags: string[]) => invalidated.push([...tags]),
    recordViews: undefined,
  };
});
afterAll(() => {
  delete (globalThis as Record<symbol, unknown>)[bridgeKey];
});

describe("cache tags of the public API", () => {
  const database = withFreshDatabase();
  beforeAll(async () => {
    setSmsProvider({ name: "test", send: async () => {} });
    await seedDatabase(database.handle().db);
  });
  afterAll(() => setSmsProvider(undefined));
  afterEach(() => vi.useRealTimers());

  it("names the kind on a list and the entity on a detail, with its view", async () => {
    expect(tagsOf(await get(eventIndex, "event/index?per-page=3"))).toEqual(["event"]);
    expect(tagsOf(await get(jobList, "job/job-list"))).toEqual(["job"]);
    const [job] = await database.handle().db.select().from(jobPositions).limit(1);
    const detail = await get(jobView, `job/view?id=${job!.id}`);
    expect(tagsOf(detail)).toEqual([`job:${job!.id}`]);
    expect(detail.headers.get("x-count-view")).toBe(`job:${job!.id}`);
    // Search shows every kind: any content change drops it.
    expect(tagsOf(await get(search, "search?q=%DA%A9%D8%B1%D9%85%D8%A7%D9%86"))).toEqual(
      expect.arrayContaining(["event", "business", "job", "mentor", "page"]),
    );
  });

  it("names nothing on a read that depends on who asks, or on a failure", async () => {
    expect((await get(captcha, "site/captcha")).headers.has("cache-tag")).toBe(false);
    expect((await get(track, "request/track?code=AX-0000000&mobile=09120000000")).headers.has("cache-tag")).toBe(false);
    expect((await get(me, "security/me")).headers.has("cache-tag")).toBe(false);
    const missing = await get(eventBySlug, "event/slug?slug=no-such-event");
    expect(missing.status).toBe(404);
    expect(missing.headers.has("cache-tag")).toBe(false);
  });

  it("drops the event's page and every list of events when a registration takes a seat", async () => {
    const [event] = await database.handle().db.select().from(events).where(eq(events.slug, "ai-meetup-kerman"));
    const before = await (await get(eventBySlug, "event/slug?slug=ai-meetup-kerman")).json();
    invalidated.length = 0;
    const response = await attend(
      new Request("http://localhost/api/v1/event-attendance/create", {
        method: "POST",
        headers: { "content-type": "application/json", "x-avinox-client-ip": "10.77.0.1" },
        body: JSON.stringify({
          full_name: "کاوه مرادی",
          mobile: "09120007777",
          email: "",
          event_id: event!.id,
          ...(await solvedCaptcha()),
        }),
      }),
      undefined,
    );
    expect(response.status).toBe(201);
    expect(invalidated).toEqual([["event", `event:${event!.id}`]]);
    const after = await (await get(eventBySlug, "event/slug?slug=ai-meetup-kerman")).json();
    expect(after.remaining_capacity).toBe(before.remaining_capacity - 1);
  });

  it("counts the views the cache replays, a second later in one write", async () => {
    const db = database.handle().db;
    const [job] = await db.select().from(jobPositions).limit(1);
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    recordReplayedViews([`job:${job!.id}`]);
    recordReplayedViews([`job:${job!.id}`, "job:not-a-number", "unknown:1"]);
    vi.advanceTimersByTime(1100);
    vi.useRealTimers();
    // The write that follows is an event, however long the database takes for it.
    await vi.waitFor(
      async () => {
        const [after] = await db.select().from(jobPositions).where(eq(jobPositions.id, job!.id));
        expect(after!.viewCount).toBe(job!.viewCount + 2);
      },
      { timeout: EVENT_WAIT_MS },
    );
  });

  it("keeps an answer that shows events no longer than the next event end; an event that ends leaves the upcoming list and turns past with no write", async () => {
    const db = database.handle().db;
    // An event ending in a few seconds, written straight to the database as another instance (or
    // the process before a restart) would have: nothing in this process knows about it. The clock
    // stands still (a fake Date) until the test moves it past that end: however long the reads
    // before take, the event has not ended for them.
    vi.useFakeTimers({ toFake: ["Date"] });
    const ends = new Date(Date.now() + 3000);
    const [event] = await db
      .update(events)
      .set({ status: "published", publishAt: null, startsAt: new Date(Date.now() - 3_600_000), endsAt: ends })
      .where(eq(events.slug, "product-design-workshop"))
      .returning();
    await db
      .update(eventTimes)
      .set({ startsAt: new Date(Date.now() - 3_600_000), endsAt: ends })
      .where(eq(eventTimes.eventId, event!.id));
    const upcoming = async () =>
      ((await (await get(eventIndex, "event/index?when=upcoming&per-page=50")).json()) as EventSummary[]).map(
        (e) => e.id,
      );
    const page = () => get(eventBySlug, "event/slug?slug=product-design-workshop");

    const list = await get(eventIndex, "event/index?when=upcoming&per-page=50");
    expect(untilOf(list)).toBe(ends.getTime());
    expect(((await list.json()) as EventSummary[]).map((e) => e.id)).toContain(event!.id);
    const before = await page();
    expect(untilOf(before)).toBe(ends.getTime());
    expect(((await before.json()) as EventDetail).is_past).toBe(false);
    // A read that shows no event carries no such moment.
    expect((await get(jobList, "job/job-list")).headers.has("x-cache-until")).toBe(false);

    vi.setSystemTime(ends.getTime() + 1000);
    expect(await upcoming()).not.toContain(event!.id);
    const after = await page();
    expect(((await after.json()) as EventDetail).is_past).toBe(true);
    // The next moment is a later one now (another event's end), never one already past.
    expect(untilOf(after)).toBeGreaterThan(ends.getTime() + 1000);
  });

  it("keeps an answer no longer than the next scheduled publication of a kind it shows; at that moment the item is listed with no write", async () => {
    const db = database.handle().db;
    // Scheduled straight in the database, as another instance (or the process before a restart)
    // would have: no timer in this process knows about it.
    const at = new Date(Date.now() + 60_000);
    const [first] = await db.select({ id: mentors.id }).from(mentors).where(eq(mentors.status, "published")).limit(1);
    await db.update(mentors).set({ publishAt: at }).where(eq(mentors.id, first!.id));
    const listedMentors = async () =>
      ((await (await get(mentorIndex, "mentor/index?per-page=50")).json()) as Array<{ id: number }>).map(
        (mentor) => mentor.id,
      );

    const list = await get(mentorIndex, "mentor/index?per-page=50");
    expect(untilOf(list)).toBe(at.getTime());
    expect(((await list.json()) as Array<{ id: number }>).map((mentor) => mentor.id)).not.toContain(first!.id);
    // Search shows every kind: it keeps no longer either.
    expect(untilOf(await get(search, "search?q=%DA%A9%D8%B1%D9%85%D8%A7%D9%86"))).toBeLessThanOrEqual(at.getTime());
    // A kind with nothing scheduled carries no moment; a career unit scheduled (it hides its positions) bounds the jobs list.
    expect((await get(jobList, "job/job-list")).headers.has("x-cache-until")).toBe(false);
    const unitAt = new Date(Date.now() + 90_000);
    const [unit] = await db.select({ id: jobUnits.id }).from(jobUnits).limit(1);
    await db.update(jobUnits).set({ publishAt: unitAt }).where(eq(jobUnits.id, unit!.id));
    expect(untilOf(await get(jobList, "job/job-list"))).toBe(unitAt.getTime());
    await db.update(jobUnits).set({ publishAt: null }).where(eq(jobUnits.id, unit!.id));

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(at.getTime() + 1000);
    expect(await listedMentors()).toContain(first!.id);
    expect((await get(mentorIndex, "mentor/index?per-page=50")).headers.has("x-cache-until")).toBe(false);
  });
});
