// The businesses API on a seeded database: lists (both paths), filters, sort, pagination headers,
// expand (stats, galleries, timeLines.items, members), categories, 404s.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as aliasList } from "@/app/api/v1/business/route";
import { GET as categories } from "@/app/api/v1/business/categories/route";
import { GET as bySlug } from "@/app/api/v1/business/slug/route";
import { GET as view } from "@/app/api/v1/business/view/route";
import { GET as index } from "@/app/api/v1/businesses/index/route";
import { GET as pluralSlug } from "@/app/api/v1/businesses/slug/route";
import { GET as pluralView } from "@/app/api/v1/businesses/view/route";
import type { BusinessCategories, BusinessDetail, BusinessSummary } from "@/shared/types/businesses";
import { jalaliParts } from "@/shared/format/date";
import { seedBusinesses } from "@/server/seed/businesses";
import { withFreshDatabase } from "../support/database";
import { jsonOf as json, readsAt } from "../support/http";

const { call } = readsAt("business/x");

describe("businesses API", () => {
  const database = withFreshDatabase();
  beforeAll(async () => seedBusinesses(database.handle().db));

  it("lists businesses with the pagination headers, newest first by default", async () => {
    const response = await call(index, "?per-page=4");
    expect(response.status).toBe(200);
    const items = (await response.json()) as BusinessSummary[];
    expect(items.map((b) => b.slug)).toEqual(["goftar", "pezeshk-yar", "golkhaneh-yar", "pateh-bazaar"]);
    expect(response.headers.get("x-pagination-total-count")).toBe("10");
    expect(response.headers.get("x-pagination-page-count")).toBe("3");
    expect(response.headers.get("x-pagination-current-page")).toBe("1");
    expect(response.headers.get("x-pagination-per-page")).toBe("4");
    const page3 = await json<BusinessSummary[]>(call(index, "?per-page=4&page=3"));
    expect(page3.map((b) => b.slug)).toEqual(["barno", "kelas-yar"]);
    const first = items[0]!;
    expect(first).toMatchObject({
      name: "گفتار",
      category: "هوش مصنوعی",
      stage: "idea",
      stage_label: "ایده",
      website: null,
      city: "کرمان",
    });
    expect(first.founded_year).toBe(jalaliParts(new Date()).year);
    expect(first).not.toHaveProperty("stats");
  });

  it("answers the same list at /business", async () => {
    const response = await call(aliasList, "?per-page=4&sort=name");
    expect(response.headers.get("x-pagination-total-count")).toBe("10");
    const viaIndex = await json<BusinessSummary[]>(call(index, "?per-page=4&sort=name"));
    expect((await response.json()) as BusinessSummary[]).toEqual(viaIndex);
  });

  it("filters by category and stage and searches Persian text in any spelling", async () => {
    const ai = await json<BusinessSummary[]>(call(index, `?category=${encodeURIComponent("هوش مصنوعی")}`));
    expect(ai.map((b) => b.slug).sort()).toEqual(["bina-vision", "goftar"]);
    const growth = await json<BusinessSummary[]>(call(index, "?stage=growth"));
    expect(growth.map((b) => b.slug).sort()).toEqual(["barno", "bina-vision", "kelas-yar", "pesteh-yar"]);
    const both = await json<BusinessSummary[]>(
      call(index, `?stage=growth&category=${encodeURIComponent("کشاورزی هوشمند")}`),
    );
    expect(both.map((b) => b.slug)).toEqual(["pesteh-yar"]);
    // Arabic kaf and no half-space still find «پسته‌یار».
    const spelled = await json<BusinessSummary[]>(call(index, `?q=${encodeURIComponent("پستهیار")}`));
    expect(spelled.map((b) => b.slug)).toEqual(["pesteh-yar"]);
    const arabic = await json<BusinessSummary[]>(call(index, `?q=${encodeURIComponent("صنايع دستي")}`));
    expect(arabic.map((b) => b.slug).sort()).toEqual(["barno", "pateh-bazaar"]);
    const nothing = await call(index, `?q=${encodeURIComponent("زرافه")}`);
    expect(await nothing.json()).toEqual([]);
    expect(nothing.headers.get("x-pagination-total-count")).toBe("0");
    expect(nothing.headers.get("x-pagination-page-count")).toBe("1");
  });

  it("sorts by name and by views", async () => {
    const byName = await json<BusinessSummary[]>(call(index, "?sort=name&per-page=50"));
    // First and last agree in code-point and Persian alphabetical order (whatever the collation).
    expect(byName[0]!.name).toBe("بارنو");
    expect(byName.at(-1)!.name).toBe("گلخانه‌یار");
    const visited = await json<BusinessSummary[]>(call(index, "?sort=-view_count&per-page=50"));
    const views = visited.map((b) => b.view_count);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(visited[0]!.slug).toBe("pateh-bazaar");
  });

  it("expands a business by slug with stats, galleries, timeLines with items and members, and counts the view", async () => {
    const expand = "stats,galleries,timeLines.items,members";
    const first = await json<BusinessDetail>(call(bySlug, `?slug=pesteh-yar&expand=${expand}`));
    expect(first.name).toBe("پسته‌یار");
    expect(first.city).toBe("رفسنجان");
    expect(first.description).toContain("باغداران رفسنجان");
    expect(first.stats!.map((s) => [s.label, s.value, s.unit])).toEqual([
      ["باغ زیر پوشش", 1200, "باغ"],
      ["صرفه‌جویی در مصرف آب", 35, "درصد"],
      ["حسگر نصب‌شده", 4800, "عدد"],
      ["شهرستان فعال", 6, null],
    ]);
    expect(first.galleries).toHaveLength(4);
    expect(first.galleries![0]).toMatchObject({
      caption: "نصب حسگر رطوبت خاک در باغ پسته",
      image: "/media/art/gallery/pesteh-yar-0.svg",
    });
    expect(first.timeLines!.map((t) => t.title)).toEqual(["شکل‌گیری ایده", "شتاب‌دهی در آوینوکس"]);
    const [early, late] = first.timeLines!;
    expect(early!.items!.map((i) => i.title)).toEqual(["نخستین آزمایش در باغ خانوادگی", "ساخت نمونه اولیه حسگر"]);
    expect(late!.items).toHaveLength(3);
    expect(late!.year).toBe(jalaliParts(late!.items![0]!.happened_at).year);
    const dates = late!.items!.map((i) => Date.parse(i.happened_at));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(dates.every((d) => d < Date.now())).toBe(true);
    expect(first.members!.map((m) => m.name)).toEqual(["محمدرضا اسدی", "فاطمه جعفری", "حسین رستمی"]);
    expect(first.members![0]!.role).toBe("مدیرعامل و هم‌بنیان‌گذار");

    const again = await json<BusinessDetail>(call(bySlug, "?slug=pesteh-yar&expand=timeLines"));
    expect(again.view_count).toBe(first.view_count + 1);
    expect(again.stats).toBeUndefined();
    expect(again.timeLines).toHaveLength(2);
    expect(again.timeLines![0]!.items).toBeUndefined();
  });

  it("expands lists too, every business with 3–4 stats, 3–4 pictures, 2 timelines and 2–4 members", async () => {
    const all = await json<BusinessDetail[]>(
      call(index, "?per-page=50&expand=stats,galleries,timeLines,timeLines.items,members"),
    );
    expect(all).toHaveLength(10);
    for (const b of all) {
      expect(b.stats!.length).toBeGreaterThanOrEqual(3);
      expect(b.stats!.length).toBeLessThanOrEqual(4);
      expect(b.galleries!.length).toBeGreaterThanOrEqual(3);
      expect(b.galleries!.length).toBeLessThanOrEqual(4);
      expect(b.timeLines).toHaveLength(2);
      for (const t of b.timeLines!) expect(t.items!.length).toBeGreaterThanOrEqual(2);
      expect(b.members!.length).toBeGreaterThanOrEqual(2);
      expect(b.members!.length).toBeLessThanOrEqual(4);
    }
  });

  it("finds a business by id on both paths and answers 404 in Persian for unknown ones", async () => {
    const known = await json<BusinessDetail>(call(bySlug, "?slug=barno"));
    expect((await json<BusinessDetail>(call(view, `?id=${known.id}`))).slug).toBe("barno");
    expect((await json<BusinessDetail>(call(pluralView, `?id=${known.id}`))).slug).toBe("barno");
    expect((await json<BusinessDetail>(call(pluralSlug, "?slug=barno"))).id).toBe(known.id);
    for (const response of [
      await call(view, "?id=999999"),
      await call(view, "?id=abc"),
      await call(view),
      await call(bySlug, "?slug=nope"),
      await call(bySlug),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        status: 404,
        name: "Not Found",
        message: "کسب‌وکاری که دنبال آن بودید پیدا نشد.",
      });
    }
  });

  it("lists the categories and stages in use, with counts, stages in their natural order", async () => {
    const facets = await json<BusinessCategories>(call(categories));
    expect(facets.categories.map((c) => c.value)).toEqual([
      "آموزش",
      "تجارت الکترونیک",
      "سلامت",
      "فناوری مالی",
      "کشاورزی هوشمند",
      "گردشگری",
      "لجستیک",
      "هوش مصنوعی",
    ]);
    expect(facets.categories.find((c) => c.value === "کشاورزی هوشمند")).toEqual({
      value: "کشاورزی هوشمند",
      label: "کشاورزی هوشمند",
      count: 2,
    });
    expect(facets.categories.reduce((sum, c) => sum + c.count, 0)).toBe(10);
    expect(facets.stages).toEqual([
      { value: "idea", label: "ایده", count: 1 },
      { value: "mvp", label: "نمونه اولیه", count: 2 },
      { value: "market", label: "ورود به بازار", count: 3 },
      { value: "growth", label: "رشد و توسعه", count: 4 },
    ]);
  });

  it("re-seeding refreshes the demo rows instead of duplicating them", async () => {
    await seedBusinesses(database.handle().db);
    const response = await call(index, `?expand=members&q=${encodeURIComponent("کویرگرد")}`);
    const [kavir] = (await response.json()) as BusinessDetail[];
    expect(response.headers.get("x-pagination-total-count")).toBe("1");
    expect(kavir!.members).toHaveLength(4);
    expect((await call(index)).headers.get("x-pagination-total-count")).toBe("10");
  });
});
