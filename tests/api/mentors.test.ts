// The mentors API on a seeded database: lists, filters, sort, pagination headers, expand, 404s.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as categoryList } from "@/app/api/v1/mentor/category-list/route";
import { GET as index } from "@/app/api/v1/mentor/index/route";
import { GET as view } from "@/app/api/v1/mentor/view/route";
import type { Mentor, MentorCategory } from "@/shared/types/mentors";
import { seedMentors } from "@/server/seed/mentors";
import { withFreshDatabase } from "../support/database";
import { readsAt } from "../support/http";

const { call, json } = readsAt("mentor/x");

describe("mentors API", () => {
  const database = withFreshDatabase();
  beforeAll(async () => {
    await seedMentors(database.handle().db);
    // Seeding twice refreshes the demo rows instead of duplicating them.
    await seedMentors(database.handle().db);
  });

  it("lists published mentors with the pagination headers", async () => {
    const response = await call(index, "?per-page=4");
    expect(response.status).toBe(200);
    const items = (await response.json()) as Mentor[];
    expect(items).toHaveLength(4);
    expect(response.headers.get("x-pagination-total-count")).toBe("10");
    expect(response.headers.get("x-pagination-page-count")).toBe("3");
    expect(response.headers.get("x-pagination-current-page")).toBe("1");
    expect(response.headers.get("x-pagination-per-page")).toBe("4");
    // Busiest mentors first by default.
    expect(items.map((m) => m.name)).toEqual(["نیلوفر رحیمی", "امیرحسین توکلی", "زهرا شهابی", "رضا محمدی‌نژاد"]);
    const page3 = await json<Mentor[]>(index, "?per-page=4&page=3");
    expect(page3).toHaveLength(2);
    const all = await json<Mentor[]>(index, "?per-page=50");
    expect(all.map((m) => m.name)).not.toContain("مهدی کریمی");
  });

  it("answers snake_case fields and normalises LinkedIn handles to https links", async () => {
    const all = await json<Mentor[]>(index, "?per-page=50");
    const elham = all.find((m) => m.name === "الهام صادقی")!;
    expect(elham).toMatchObject({
      title: "مشاور رشد محصول",
      company: null,
      years_of_experience: 8,
      session_price: 8_000_000,
      sessions_count: 31,
      topics: ["تناسب محصول و بازار", "طراحی MVP", "قیمت‌گذاری"],
      linkedin: "https://www.linkedin.com/in/elham-sadeghi-growth",
    });
    expect(elham.avatar).toMatch(/^\/media\/art\/avatar\//);
    expect(elham.category).toBeUndefined();
    expect(all.find((m) => m.name === "سعید باقری")!.linkedin).toBeNull();
  });

  it("filters by category slug and searches Persian text in any spelling", async () => {
    const finance = await json<Mentor[]>(index, "?category=finance&expand=category");
    expect(finance.map((m) => m.name).sort()).toEqual(["حمیدرضا نوروزی", "زهرا شهابی"]);
    expect(finance.every((m) => m.category?.slug === "finance" && m.category.name === "مالی و سرمایه‌گذاری")).toBe(
      true,
    );
    const technical = await json<Mentor[]>(index, "?category=technical");
    expect(technical).toHaveLength(2);
    expect(await json<Mentor[]>(index, "?category=astrology")).toEqual([]);
    // Arabic yeh and kaf, no half-space: "پیچ دک" finds "پیچ‌دک".
    const pitch = await json<Mentor[]>(index, `?q=${encodeURIComponent("پيچدك")}`);
    expect(pitch.map((m) => m.name)).toEqual(["حمیدرضا نوروزی"]);
    const byCompany = await json<Mentor[]>(index, `?q=${encodeURIComponent("باهنر")}`);
    expect(byCompany.map((m) => m.name)).toEqual(["دکتر علی اکبری"]);
    const byCategory = await json<Mentor[]>(index, `?q=${encodeURIComponent("حقوقی")}`);
    expect(byCategory.map((m) => m.name)).toEqual(["دکتر فاطمه ایزدی"]);
    const nothing = await call(index, `?q=${encodeURIComponent("زرافه")}`);
    expect(await nothing.json()).toEqual([]);
    expect(nothing.headers.get("x-pagination-total-count")).toBe("0");
  });

  it("sorts by newest, visits, price and experience", async () => {
    const newest = await json<Mentor[]>(index, "?sort=-created_at&per-page=2");
    expect(newest.map((m) => m.name)).toEqual(["سارا افشار", "دکتر علی اکبری"]);
    expect(await json<Mentor[]>(index, "?sort=newest&per-page=2")).toEqual(newest);
    const visited = await json<Mentor[]>(index, "?sort=-view_count&per-page=50");
    expect(visited[0]!.name).toBe("نیلوفر رحیمی");
    const views = visited.map((m) => m.view_count);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const cheapest = await json<Mentor[]>(index, "?sort=session_price&per-page=50");
    expect(cheapest.slice(0, 3).map((m) => m.session_price)).toEqual([0, 0, 0]);
    expect(cheapest.at(-1)!.name).toBe("حمیدرضا نوروزی");
    const expensive = await json<Mentor[]>(index, "?sort=-session_price&per-page=2");
    expect(expensive.map((m) => m.name)).toEqual(["حمیدرضا نوروزی", "دکتر فاطمه ایزدی"]);
    const experienced = await json<Mentor[]>(index, "?sort=-years_of_experience&per-page=3");
    expect(experienced.map((m) => m.years_of_experience)).toEqual([16, 15, 14]);
  });

  it("views one mentor with its category, and counts the view", async () => {
    const [listed] = await json<Mentor[]>(index, `?q=${encodeURIComponent("سارا افشار")}`);
    const first = await json<Mentor>(view, `?id=${listed!.id}&expand=category`);
    expect(first).toMatchObject({
      id: listed!.id,
      name: "سارا افشار",
      title: "طراح ارشد تجربه کاربری",
      company: "استودیو طراحی پسته",
      session_price: 5_000_000,
      linkedin: "https://www.linkedin.com/in/sara-afshar-ux",
      category: { slug: "design", name: "طراحی و تجربه کاربری" },
    });
    expect(first.bio).toContain("تحقیق کاربر");
    expect(first.view_count).toBe(listed!.view_count + 1);
    const again = await json<Mentor>(view, `?id=${listed!.id}`);
    expect(again.view_count).toBe(first.view_count + 1);
    expect(again.category).toBeUndefined();
  });

  it("answers 404 in Persian for unknown, non-numeric and unpublished mentors", async () => {
    const hidden = (await database
      .handle()
      .db.query.mentors.findFirst({ where: (m, { eq }) => eq(m.name, "مهدی کریمی") }))!;
    for (const query of ["?id=999999", "?id=abc", "?id=1.5", "", `?id=${hidden.id}`]) {
      const response = await call(view, query);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ status: 404, message: "منتوری که دنبال آن بودید پیدا نشد." });
    }
  });

  it("lists the categories with their published mentor counts", async () => {
    const list = await json<MentorCategory[]>(categoryList);
    expect(list.map((c) => [c.slug, c.mentors_count])).toEqual([
      ["product", 2],
      ["marketing", 2],
      ["legal", 1],
      ["finance", 2],
      ["technical", 2],
      ["design", 1],
    ]);
    expect(list[0]!.name).toBe("مدیریت محصول");
  });
});
