// The site search API on the whole seeded site (catalog, FAQ, content pages): grouped results,
// spelling variants (Arabic yeh and kaf, no half-space, Persian or Latin digits), one kind paged,
// validation, and resolving an entity named by kind and id.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as resolve } from "@/app/api/v1/search/resolve/route";
import { GET as search } from "@/app/api/v1/search/route";
import type { ResolvedEntity, SearchGroup } from "@/shared/types/search";
import { seedDatabase } from "@/server/seed";
import { seedFaq } from "@/server/seed/faq";
import { seedContentPages } from "@/server/seed/pages";
import { withFreshDatabase } from "../support/database";
import { getFrom, queryOf, type RouteHandler } from "../support/http";

const call = (handler: RouteHandler, query: Record<string, string | number>) =>
  getFrom(handler, queryOf(query), { path: "search" });

const groups = async (q: string) => {
  const response = await call(search, { q });
  expect(response.status).toBe(200);
  return (await response.json()) as SearchGroup[];
};

const urls = (found: SearchGroup[], type: string) => found.find((g) => g.type === type)?.items.map((i) => i.url) ?? [];

describe("site search API", () => {
  const database = withFreshDatabase();
  beforeAll(async () => {
    const db = database.handle().db;
    await seedDatabase(db);
    await seedFaq(db);
    await seedContentPages(db);
  });

  it("groups results by kind, in a fixed order, at most 5 each, with Persian labels and totals", async () => {
    const found = await groups("کرمان");
    expect(found.map((g) => g.type)).toEqual([
      "business",
      "event",
      "mentor",
      "freelancer",
      "job",
      "project",
      "faq",
      "page",
    ]);
    expect(found.map((g) => g.type_label)).toEqual([
      "کسب‌وکارها",
      "رویدادها",
      "منتورها",
      "فریلنسرها",
      "فرصت‌های شغلی",
      "پروژه‌های های‌تک",
      "پرسش‌های متداول",
      "صفحه‌ها",
    ]);
    for (const group of found) {
      expect(group.items.length).toBe(Math.min(5, group.total));
      for (const item of group.items) {
        expect(item.id).toBeGreaterThan(0);
        expect(item.title.length).toBeGreaterThan(1);
        expect(item.summary.length).toBeGreaterThan(1);
      }
    }
    expect(found.find((g) => g.type === "job")!.total).toBe(10);
    // A title that holds the words comes before one that mentions them elsewhere.
    expect(urls(found, "event")[0]).toBe("/events/ai-meetup-kerman");
  });

  it("builds each kind's site URL", async () => {
    const found = await groups("هوش مصنوعی");
    expect(urls(found, "event")).toContain("/events/ai-meetup-kerman");
    expect(urls(found, "business")).toEqual(expect.arrayContaining(["/businesses/goftar", "/businesses/bina-vision"]));
    expect(urls(found, "mentor")[0]).toMatch(/^\/mentors\/\d+$/);
    expect(urls(found, "freelancer")[0]).toMatch(/^\/freelancers\/\d+$/);
    expect(urls(found, "project")[0]).toMatch(/^\/projects\/\d+$/);
    expect(urls(found, "faq")[0]).toMatch(/^\/faq\/item\/\d+\/\d+$/);
    expect(urls(found, "page")).toEqual(["/page/about-accelerator"]);
    const presents = await groups("پکیج");
    for (const url of urls(presents, "present")) expect(url).toMatch(/^\/presents\/[a-z0-9-]+$/);
  });

  it("finds the same things with the Arabic yeh (هوش مصنوعي)", async () => {
    expect(await groups("هوش مصنوعي")).toEqual(await groups("هوش مصنوعی"));
    expect(urls(await groups("هوش مصنوعي"), "event")).toContain("/events/ai-meetup-kerman");
  });

  it("finds the same things with the Arabic kaf (كرمان)", async () => {
    const arabic = await groups("كرمان");
    expect(arabic).toEqual(await groups("کرمان"));
    expect(urls(arabic, "event")).toContain("/events/ai-meetup-kerman");
    expect(urls(arabic, "page")).toContain("/page/rules");
  });

  it("finds 'کسب‌وکار' typed without the half-space (کسبوکار) or with a space", async () => {
    const joined = await groups("کسبوکار");
    expect(joined).toEqual(await groups("کسب‌وکار"));
    expect(urls(joined, "page")).toEqual(["/page/about-accelerator"]);
    expect(joined.find((g) => g.type === "faq")!.items.map((i) => i.title)).toContain(
      "برنامه شتاب‌دهی آوینوکس چیست و چقدر طول می‌کشد؟",
    );
    // With a space the two halves are separate words: a wider net that still holds the page.
    expect(urls(await groups("کسب وکار"), "page")).toContain("/page/about-accelerator");
  });

  it("finds numbers typed with Persian or Latin digits", async () => {
    const persian = await groups("۵۴ ساعت");
    expect(persian).toEqual(await groups("54 ساعت"));
    expect(urls(persian, "event")).toEqual(["/events/startup-weekend-spring"]);
    const hours = await groups("24 ساعته");
    expect(hours).toEqual(await groups("۲۴ ساعته"));
    expect(hours.find((g) => g.type === "faq")!.items.map((i) => i.title)).toEqual([
      "تفاوت میز آزاد، میز اختصاصی و اتاق تیمی چیست؟",
    ]);
  });

  it("finds content pages by words of their body", async () => {
    const found = await groups("کوکی تبلیغاتی");
    expect(found.map((g) => g.type)).toEqual(["page"]);
    expect(found[0]!.items).toEqual([
      {
        id: expect.any(Number),
        title: "حریم خصوصی",
        summary: expect.stringContaining("اطلاعاتی"),
        url: "/page/privacy",
      },
    ]);
  });

  it("answers an empty array when nothing matches", async () => {
    expect(await groups("زرافه")).toEqual([]);
  });

  it("pages through one kind when type= is given", async () => {
    const first = await call(search, { q: "کرمان", type: "job", "per-page": 4 });
    expect(first.status).toBe(200);
    expect(first.headers.get("x-pagination-total-count")).toBe("10");
    expect(first.headers.get("x-pagination-page-count")).toBe("3");
    const [group] = (await first.json()) as SearchGroup[];
    expect(group).toMatchObject({ type: "job", type_label: "فرصت‌های شغلی", total: 10 });
    expect(group!.items).toHaveLength(4);
    const last = (await (
      await call(search, { q: "کرمان", type: "job", "per-page": 4, page: 3 })
    ).json()) as SearchGroup[];
    expect(last[0]!.items).toHaveLength(2);
    expect(last[0]!.items.map((i) => i.id)).not.toContain(group!.items[0]!.id);
    const allTen = (await (await call(search, { q: "کرمان", type: "job" })).json()) as SearchGroup[];
    expect(allTen[0]!.items).toHaveLength(10);
    const none = (await (await call(search, { q: "زرافه", type: "faq" })).json()) as SearchGroup[];
    expect(none).toEqual([{ type: "faq", type_label: "پرسش‌های متداول", total: 0, items: [] }]);
  });

  it("answers 422 in Persian for a missing query or an unknown type", async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ q: "" }, "q", "عبارت جستجو الزامی است"],
      [{ q: "   " }, "q", "عبارت جستجو الزامی است"],
      [{ q: "%%" }, "q", "عبارت جستجو معتبر نیست"],
      [{ q: "ک".repeat(101) }, "q", "عبارت جستجو نباید بیشتر از ۱۰۰ کاراکتر باشد"],
      [{ q: "کرمان", type: "product" }, "type", "نوع نتیجه باید یک مقدار معتبر باشد"],
    ];
    for (const [query, field, message] of cases) {
      const response = await call(search, query);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual([{ field, message }]);
    }
  });

  it("resolves an entity named by kind and id to its page, without counting a view", async () => {
    const [event] = (await (await call(search, { q: "میت‌آپ هوش مصنوعی", type: "event" })).json()) as SearchGroup[];
    const id = event!.items[0]!.id;
    const response = await call(resolve, { type: "event", id });
    expect(await response.json()).toEqual({ type: "event", id, url: "/events/ai-meetup-kerman" });
    const [business] = (await (await call(search, { q: "گفتار", type: "business" })).json()) as SearchGroup[];
    const resolved = (await (
      await call(resolve, { type: "business", id: business!.items[0]!.id })
    ).json()) as ResolvedEntity;
    expect(resolved.url).toBe("/businesses/goftar");
    for (const type of ["mentor", "freelancer", "job", "project"]) {
      const [group] = (await (await call(search, { q: "کرمان", type })).json()) as SearchGroup[];
      const hit = group!.items[0]!;
      expect(((await (await call(resolve, { type, id: hit.id })).json()) as ResolvedEntity).url).toBe(hit.url);
    }
  });

  it("answers 404 for an unknown kind or id", async () => {
    for (const query of [
      { type: "event", id: 999999 },
      { type: "faq", id: 1 },
      { type: "nope", id: 1 },
      { type: "mentor", id: "abc" },
    ]) {
      const response = await call(resolve, query);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        status: 404,
        message: "موردی که این پیوند به آن اشاره می‌کند پیدا نشد.",
      });
    }
  });
});
