// The events API on a seeded database: lists, filters, sort, pagination headers, expand, 404s.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as bestOrganizer } from "@/app/api/v1/event/best-organizer/route";
import { GET as ics } from "@/app/api/v1/event/ics/route";
import { GET as index } from "@/app/api/v1/event/index/route";
import { GET as lastEvent } from "@/app/api/v1/event/last-event/route";
import { GET as bySlug } from "@/app/api/v1/event/slug/route";
import { GET as tagList } from "@/app/api/v1/event/tags/route";
import { GET as view } from "@/app/api/v1/event/view/route";
import type { EventDetail, EventSummary } from "@/shared/types/events";
import { jalaliParts } from "@/shared/format/date";
import { seedDatabase } from "@/server/seed";
import { withFreshDatabase } from "../support/database";
import { readsAt } from "../support/http";

const { call } = readsAt("event/x");

describe("events API", () => {
  const database = withFreshDatabase();
  beforeAll(async () => seedDatabase(database.handle().db));

  it("lists events with the pagination headers", async () => {
    const response = await call(index, "?per-page=5");
    expect(response.status).toBe(200);
    const items = (await response.json()) as EventSummary[];
    expect(items).toHaveLength(5);
    expect(response.headers.get("x-pagination-total-count")).toBe("13");
    expect(response.headers.get("x-pagination-page-count")).toBe("3");
    expect(response.headers.get("x-pagination-current-page")).toBe("1");
    expect(response.headers.get("x-pagination-per-page")).toBe("5");
    const page3 = (await (await call(index, "?per-page=5&page=3")).json()) as EventSummary[];
    expect(page3).toHaveLength(3);
    expect(page3.map((e) => e.id)).not.toContain(items[0]!.id);
  });

  it("separates upcoming (soonest first) from past (latest first)", async () => {
    const upcoming = (await (await call(index, "?when=upcoming&per-page=50")).json()) as EventSummary[];
    const past = (await (await call(index, "?when=past&per-page=50")).json()) as EventSummary[];
    expect(upcoming.length).toBe(8);
    expect(past.length).toBe(5);
    const now = Date.now();
    expect(upcoming.every((e) => Date.parse(e.ends_at) >= now)).toBe(true);
    expect(past.every((e) => Date.parse(e.ends_at) < now)).toBe(true);
    const starts = upcoming.map((e) => Date.parse(e.starts_at));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const pastStarts = past.map((e) => Date.parse(e.starts_at));
    expect(pastStarts).toEqual([...pastStarts].sort((a, b) => b - a));
  });

  it("filters by tag and searches Persian text in any spelling", async () => {
    const ai = (await (await call(index, "?tag=ai&expand=tags&per-page=50")).json()) as EventDetail[];
    expect(ai.length).toBe(2);
    expect(ai.every((e) => e.tags!.some((t) => t.slug === "ai"))).toBe(true);
    const arabicYeh = (await (await call(index, `?q=${encodeURIComponent("هوش مصنوعي")}`)).json()) as EventSummary[];
    expect(arabicYeh.map((e) => e.slug)).toContain("ai-meetup-kerman");
    const noHalfSpace = (await (await call(index, `?q=${encodeURIComponent("میتاپ")}`)).json()) as EventSummary[];
    expect(noHalfSpace.map((e) => e.slug)).toContain("ai-meetup-kerman");
    const nothing = await call(index, `?q=${encodeURIComponent("زرافه")}`);
    expect(await nothing.json()).toEqual([]);
    expect(nothing.headers.get("x-pagination-total-count")).toBe("0");
  });

  it("filters by Jalali month", async () => {
    const all = (await (await call(index, "?per-page=50")).json()) as EventSummary[];
    const sample = all.find((e) => e.slug === "ai-meetup-kerman")!;
    const { year, month } = jalaliParts(sample.starts_at);
    const inMonth = (await (
      await call(index, `?month=${year}-${String(month).padStart(2, "0")}&per-page=50`)
    ).json()) as EventSummary[];
    expect(inMonth.map((e) => e.slug)).toContain("ai-meetup-kerman");
    expect(
      inMonth.every((e) => jalaliParts(e.starts_at).month === month && jalaliParts(e.starts_at).year === year),
    ).toBe(true);
  });

  it("sorts by price and by views", async () => {
    const expensive = (await (await call(index, "?sort=-price&per-page=3")).json()) as EventSummary[];
    expect(expensive[0]!.slug).toBe("python-backend-bootcamp");
    const cheap = (await (await call(index, "?sort=price&per-page=50")).json()) as EventSummary[];
    expect(cheap[0]!.price).toBe(0);
    const visited = (await (await call(index, "?sort=-view_count&per-page=50")).json()) as EventSummary[];
    const views = visited.map((e) => e.view_count);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it("expands an event by slug with everything SPEC §3 names, and counts the view", async () => {
    const expand =
      "sponsors,eventTimes,eventTimes.user,eventTimes.eventPresenter,tags,organizerInfo,upcomingEventTime,isFull,galleryFiles";
    const first = (await (await call(bySlug, `?slug=ai-meetup-kerman&expand=${expand}`)).json()) as EventDetail;
    expect(first.title).toBe("میت‌آپ هوش مصنوعی کرمان");
    expect(first.sponsors!.map((s) => s.name)).toEqual(["ابرآروان", "پارک علم و فناوری کرمان"]);
    expect(first.eventTimes).toHaveLength(3);
    expect(first.eventTimes![0]!.eventPresenter!.name).toBe("دکتر سارا محمدی");
    expect(first.eventTimes![2]!.user).toEqual({ name: "تیم آوینوکس" });
    expect(first.tags!.map((t) => t.slug).sort()).toEqual(["ai", "networking"]);
    expect(first.organizerInfo!.name).toBe("آوینوکس");
    expect(first.upcomingEventTime!.id).toBe(first.eventTimes![0]!.id);
    expect(first.isFull).toBe(false);
    expect(first.galleryFiles).toHaveLength(4);
    const again = (await (await call(bySlug, "?slug=ai-meetup-kerman")).json()) as EventDetail;
    expect(again.view_count).toBe(first.view_count + 1);
    expect(again.sponsors).toBeUndefined();
  });

  it("says which event is full", async () => {
    const full = (await (await call(bySlug, "?slug=startup-weekend-spring&expand=isFull")).json()) as EventDetail;
    expect(full.isFull).toBe(true);
    expect(full.remaining_capacity).toBe(0);
  });

  it("finds an event by id and answers 404 in Persian for unknown ones", async () => {
    const known = (await (await call(bySlug, "?slug=founders-coffee")).json()) as EventDetail;
    const byId = (await (await call(view, `?id=${known.id}`)).json()) as EventDetail;
    expect(byId.slug).toBe("founders-coffee");
    for (const response of [
      await call(view, "?id=999999"),
      await call(view, "?id=abc"),
      await call(bySlug, "?slug=nope"),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ status: 404, message: "رویدادی که دنبال آن بودید پیدا نشد." });
    }
  });

  it("answers the next event and the busiest organizer", async () => {
    const next = (await (await call(lastEvent, "?expand=isFull")).json()) as EventDetail;
    expect(next.slug).toBe("ai-meetup-kerman");
    const organizer = await (await call(bestOrganizer)).json();
    expect(organizer).toMatchObject({ name: "آوینوکس", events_count: 8 });
  });

  it("lists the tags in use", async () => {
    const list = (await (await call(tagList)).json()) as Array<{ slug: string }>;
    expect(list.map((t) => t.slug).sort()).toEqual([
      "agritech",
      "ai",
      "design",
      "investment",
      "marketing",
      "networking",
      "programming",
      "startup",
    ]);
  });

  it("offers an .ics file with one entry per session", async () => {
    const response = await call(ics, "?slug=ai-meetup-kerman");
    expect(response.headers.get("content-type")).toContain("text/calendar");
    const raw = await response.text();
    for (const line of raw.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    const body = raw.replace(/\r\n /g, "");
    expect(body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(body).toContain("SUMMARY:میت‌آپ هوش مصنوعی کرمان: مدل‌های زبانی برای کسب‌وکارهای کوچک");
    expect((await call(ics, "?slug=nope")).status).toBe(404);
  });
});
