// The content pages API: each seeded page by slug with its body in the agreed format, the list,
// the stored search text, and a Persian 404.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as index } from "@/app/api/v1/page/index/route";
import { GET as view } from "@/app/api/v1/page/view/route";
import { inlineWords, parseRichText, richTextHeadings } from "@/shared/rich-text";
import type { ContentPage, ContentPageSummary } from "@/shared/types/pages";
import { contentPages } from "@/server/db/schema";
import { seedContentPages } from "@/server/seed/pages";
import { withFreshDatabase } from "../support/database";
import { readsAt } from "../support/http";

const { call } = readsAt("page/x");

describe("content pages API", () => {
  const database = withFreshDatabase();
  beforeAll(async () => seedContentPages(database.handle().db));

  it("answers each seeded page by its slug", async () => {
    const titles: Record<string, string> = {
      rules: "قوانین فضای کار",
      "reservation-terms": "شرایط رزرو",
      privacy: "حریم خصوصی",
      "cooperation-terms": "شرایط همکاری",
      "about-accelerator": "درباره برنامه شتاب‌دهی",
    };
    for (const [slug, title] of Object.entries(titles)) {
      const response = await call(view, `?slug=${slug}`);
      expect(response.status).toBe(200);
      const page = (await response.json()) as ContentPage;
      expect(page).toMatchObject({ slug, title });
      expect(page.summary.length).toBeGreaterThan(50);
      expect(Date.parse(page.updated_at)).not.toBeNaN();
      // Several sections, each with text under it.
      const blocks = parseRichText(page.body);
      expect(richTextHeadings(blocks).length).toBeGreaterThanOrEqual(4);
      expect(blocks.filter((b) => b.type === "paragraph").length).toBeGreaterThanOrEqual(2);
    }
  });

  it("keeps the reservation rule of SPEC §1 in the reservation terms", async () => {
    const page = (await (await call(view, "?slug=reservation-terms")).json()) as ContentPage;
    const blocks = parseRichText(page.body);
    expect(richTextHeadings(blocks).map((h) => h.text)).toEqual([
      "درخواست رزرو، رزرو قطعی نیست",
      "اطلاعات درست",
      "قیمت و پرداخت",
      "لغو و تغییر رزرو",
      "سالن رویداد",
      "پذیرش شرایط",
    ]);
    expect(page.body).toContain("تیم اعتبارسنجی آوینوکس درخواست را");
    expect(page.body).toContain("تیم ارتباط با شما تماس تلفنی می‌گیرد");
    const prices = blocks.find((b) => b.type === "list" && b.items.some((i) => inlineWords(i).includes("به تومان")));
    expect(prices).toBeDefined();
  });

  it("lists the pages without their bodies", async () => {
    const response = await call(index);
    expect(response.headers.get("x-pagination-total-count")).toBe("5");
    const pages = (await response.json()) as ContentPageSummary[];
    expect(pages.map((p) => p.slug)).toEqual([
      "rules",
      "reservation-terms",
      "privacy",
      "cooperation-terms",
      "about-accelerator",
    ]);
    expect(pages[0]).not.toHaveProperty("body");
  });

  it("stores the normalised search text of title, summary and body", async () => {
    const rows = await database.handle().db.select().from(contentPages);
    const privacy = rows.find((r) => r.slug === "privacy")!;
    expect(privacy.searchText.startsWith("حریمخصوصی|")).toBe(true);
    expect(privacy.searchText).toContain("کوکی");
    expect(privacy.searchText).not.toMatch(/[\u200c\s]/);
  });

  it("re-seeding keeps one row per slug and the date of unchanged pages", async () => {
    const db = database.handle().db;
    const before = await db.select().from(contentPages);
    await seedContentPages(db);
    const after = await db.select().from(contentPages);
    expect(after).toHaveLength(5);
    for (const row of after) {
      expect(row.updatedAt.getTime()).toBe(before.find((b) => b.slug === row.slug)!.updatedAt.getTime());
    }
  });

  it("answers 404 in Persian for an unknown or missing slug", async () => {
    for (const query of ["?slug=nope", "?slug=", ""]) {
      const response = await call(view, query);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ status: 404, message: "صفحه‌ای که دنبال آن بودید پیدا نشد." });
    }
  });
});
