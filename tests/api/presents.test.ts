// The presents API on a seeded database: current offers only, kind filter, search, the four
// sorts (a gift with no price counts as free), pagination headers, details, 404s.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as index } from "@/app/api/v1/present/index/route";
import { GET as bySlug } from "@/app/api/v1/present/slug/route";
import { GET as view } from "@/app/api/v1/present/view/route";
import type { PresentDetail } from "@/shared/types/presents";
import { seedPresents } from "@/server/seed/presents";
import { withFreshDatabase } from "../support/database";
import { jsonOf as json, readsAt } from "../support/http";

const { call } = readsAt("present/x");

describe("presents API", () => {
  const database = withFreshDatabase();
  beforeAll(async () => seedPresents(database.handle().db));

  it("lists the current presents, newest first, with the pagination headers", async () => {
    const response = await call(index, "?per-page=4");
    expect(response.status).toBe(200);
    const items = (await response.json()) as PresentDetail[];
    expect(items.map((p) => p.slug)).toEqual([
      "free-day-pass",
      "startup-starter-pack",
      "team-room-first-month",
      "student-dedicated-desk",
    ]);
    expect(response.headers.get("x-pagination-total-count")).toBe("6");
    expect(response.headers.get("x-pagination-page-count")).toBe("2");
    expect(response.headers.get("x-pagination-current-page")).toBe("1");
    expect(response.headers.get("x-pagination-per-page")).toBe("4");
    const page2 = await json<PresentDetail[]>(call(index, "?per-page=4&page=2"));
    expect(page2.map((p) => p.slug)).toEqual(["corporate-event-package", "welcome-coffee"]);
  });

  it("leaves ended offers out of the list", async () => {
    const all = await json<PresentDetail[]>(call(index, "?per-page=50"));
    expect(all.map((p) => p.slug)).not.toContain("nowruz-special");
    expect(all.every((p) => !p.is_expired)).toBe(true);
    expect(all.every((p) => p.valid_until === null || Date.parse(p.valid_until) > Date.now())).toBe(true);
  });

  it("filters by kind and searches Persian text in any spelling", async () => {
    const gifts = await json<PresentDetail[]>(call(index, "?kind=gift"));
    expect(gifts.map((p) => p.slug).sort()).toEqual(["free-day-pass", "welcome-coffee"]);
    expect(gifts.every((p) => p.kind === "gift" && p.kind_label === "هدیه" && p.price === null)).toBe(true);
    const packages = await json<PresentDetail[]>(call(index, "?kind=package"));
    expect(packages.map((p) => p.slug).sort()).toEqual(["corporate-event-package", "startup-starter-pack"]);
    expect(await json(call(index, "?kind=unknown"))).toEqual([]);
    // Arabic yeh and kaf, no half-space, Latin digits for «۲۰٪».
    const student = await json<PresentDetail[]>(call(index, `?q=${encodeURIComponent("ميز اختصاصي دانشجو")}`));
    expect(student.map((p) => p.slug)).toEqual(["student-dedicated-desk"]);
    const digits = await json<PresentDetail[]>(call(index, `?q=${encodeURIComponent("20٪")}`));
    expect(digits.map((p) => p.slug)).toEqual(["student-dedicated-desk"]);
    const nothing = await call(index, `?q=${encodeURIComponent("زرافه")}`);
    expect(await nothing.json()).toEqual([]);
    expect(nothing.headers.get("x-pagination-total-count")).toBe("0");
  });

  it("sorts cheapest first (gifts as free), most expensive first and by views", async () => {
    const cheap = await json<PresentDetail[]>(call(index, "?sort=price&per-page=50"));
    expect(cheap.map((p) => p.price)).toEqual([null, null, 32_000_000, 85_000_000, 120_000_000, 250_000_000]);
    const expensive = await json<PresentDetail[]>(call(index, "?sort=-price&per-page=50"));
    expect(expensive.map((p) => p.slug).slice(0, 4)).toEqual([
      "corporate-event-package",
      "startup-starter-pack",
      "team-room-first-month",
      "student-dedicated-desk",
    ]);
    expect(expensive.slice(4).every((p) => p.price === null)).toBe(true);
    const visited = await json<PresentDetail[]>(call(index, "?sort=-view_count&per-page=50"));
    const views = visited.map((p) => p.view_count);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(visited[0]!.slug).toBe("team-room-first-month");
  });

  it("answers a present by slug with price, discount, inclusions and conditions, and counts the view", async () => {
    const first = await json<PresentDetail>(call(bySlug, "?slug=startup-starter-pack"));
    expect(first).toMatchObject({
      title: "بسته شروع استارتاپ",
      kind: "package",
      kind_label: "بسته",
      price: 120_000_000,
      original_price: 160_000_000,
      discount_percent: 25,
      is_expired: false,
      image: "/media/art/present/startup-starter-pack.svg",
    });
    expect(first.includes).toHaveLength(5);
    expect(first.includes[0]).toBe("سه ماه میز اشتراکی برای دو نفر");
    expect(first.conditions).toHaveLength(3);
    const days = (Date.parse(first.valid_until!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59);
    expect(days).toBeLessThan(62);
    const again = await json<PresentDetail>(call(bySlug, "?slug=startup-starter-pack"));
    expect(again.view_count).toBe(first.view_count + 1);

    const student = await json<PresentDetail>(call(bySlug, "?slug=student-dedicated-desk"));
    expect(student.discount_percent).toBe(20);
    const corporate = await json<PresentDetail>(call(bySlug, "?slug=corporate-event-package"));
    expect(corporate).toMatchObject({ price: 250_000_000, original_price: null, discount_percent: null });
    const coffee = await json<PresentDetail>(call(bySlug, "?slug=welcome-coffee"));
    expect(coffee).toMatchObject({ price: null, valid_until: null, is_expired: false, discount_percent: null });
  });

  it("still answers an ended offer by slug, flagged as expired", async () => {
    const ended = await json<PresentDetail>(call(bySlug, "?slug=nowruz-special"));
    expect(ended.is_expired).toBe(true);
    expect(Date.parse(ended.valid_until!)).toBeLessThan(Date.now());
  });

  it("finds a present by id and answers 404 in Persian for unknown ones", async () => {
    const known = await json<PresentDetail>(call(bySlug, "?slug=free-day-pass"));
    expect((await json<PresentDetail>(call(view, `?id=${known.id}`))).slug).toBe("free-day-pass");
    for (const response of [
      await call(view, "?id=999999"),
      await call(view, "?id=1.5"),
      await call(view),
      await call(bySlug, "?slug=nope"),
      await call(bySlug),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        status: 404,
        name: "Not Found",
        message: "پیشنهادی که دنبال آن بودید پیدا نشد.",
      });
    }
  });

  it("re-seeding refreshes the demo rows instead of duplicating them", async () => {
    await seedPresents(database.handle().db);
    expect((await call(index)).headers.get("x-pagination-total-count")).toBe("6");
  });
});
