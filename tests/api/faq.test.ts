// The FAQ API on a seeded FAQ: categories with counts and items, the items list with its filters,
// search in any spelling, one item with its category (counting a view), and Persian 404s.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as categories } from "@/app/api/v1/faq/categories/route";
import { GET as category } from "@/app/api/v1/faq/category/route";
import { GET as items } from "@/app/api/v1/faq/items/route";
import { GET as view } from "@/app/api/v1/faq/view/route";
import type { FaqCategory, FaqItem, FaqItemDetail } from "@/shared/types/faq";
import { faqItems } from "@/server/db/schema";
import { seedFaq } from "@/server/seed/faq";
import { withFreshDatabase } from "../support/database";
import { jsonOf as json, readsAt } from "../support/http";

const { call } = readsAt("faq/x");

describe("FAQ API", () => {
  const database = withFreshDatabase();
  beforeAll(async () => seedFaq(database.handle().db));

  it("lists the five categories in order with their question counts", async () => {
    const response = await call(categories);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-pagination-total-count")).toBe("5");
    const list = (await response.json()) as FaqCategory[];
    expect(list.map((c) => c.title)).toEqual([
      "رزرو و فضای کار",
      "شتاب‌دهی و سرمایه‌گذاری",
      "رویدادها",
      "حساب کاربری و ورود",
      "همکاری و استخدام",
    ]);
    expect(list.map((c) => c.items_count)).toEqual([7, 6, 6, 6, 6]);
    expect(list[0]!.items).toBeUndefined();
  });

  it("expands the categories with their questions in order", async () => {
    const list = await json<FaqCategory[]>(call(categories, "?expand=items"));
    const reservation = list[0]!;
    expect(reservation.items).toHaveLength(7);
    expect(reservation.items![0]!.question).toBe("چطور فضای کار رزرو کنم؟");
    expect(reservation.items![1]!.question).toBe("آیا با ثبت فرم رزرو، رزرو من قطعی می‌شود؟");
    expect(reservation.items!.every((i) => i.category_id === reservation.id)).toBe(true);
    const total = list.reduce((sum, c) => sum + c.items!.length, 0);
    expect(total).toBeGreaterThanOrEqual(25);
  });

  it("answers one category by id or slug, and 404 for unknown ones", async () => {
    const bySlug = await json<FaqCategory>(call(category, "?id=account&expand=items"));
    expect(bySlug.title).toBe("حساب کاربری و ورود");
    expect(bySlug.items!.map((i) => i.question)).toContain("چطور وارد حساب کاربری شوم؟");
    const byId = await json<FaqCategory>(call(category, `?id=${bySlug.id}`));
    expect(byId.slug).toBe("account");
    expect(byId.items_count).toBe(6);
    expect(byId.items).toBeUndefined();
    for (const query of ["?id=999999", "?id=nope", ""]) {
      const response = await call(category, query);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        status: 404,
        message: "دسته‌ای از پرسش‌ها که دنبال آن بودید پیدا نشد.",
      });
    }
  });

  it("pages through every question in reading order", async () => {
    const first = await call(items, "?per-page=10");
    expect(first.headers.get("x-pagination-total-count")).toBe("31");
    expect(first.headers.get("x-pagination-page-count")).toBe("4");
    const page1 = (await first.json()) as FaqItem[];
    expect(page1[0]!.question).toBe("چطور فضای کار رزرو کنم؟");
    const page4 = await json<FaqItem[]>(call(items, "?per-page=10&page=4"));
    expect(page4).toHaveLength(1);
    expect(page4[0]!.question).toBe("شرکت ما می‌خواهد با آوینوکس همکاری یا از رویدادها حمایت کند؛ از کجا شروع کنیم؟");
  });

  it("filters by category id or slug and expands the category", async () => {
    const events = await json<FaqItem[]>(call(items, "?category_id=events&expand=category"));
    expect(events).toHaveLength(6);
    expect(events.every((i) => i.category?.title === "رویدادها")).toBe(true);
    const byId = await json<FaqItem[]>(call(items, `?category_id=${events[0]!.category_id}`));
    expect(byId.map((i) => i.id)).toEqual(events.map((i) => i.id));
    expect(byId[0]!.category).toBeUndefined();
    expect(await json(call(items, "?category_id=999999"))).toEqual([]);
  });

  it("searches questions and answers in any spelling", async () => {
    const questions = async (q: string, extra = "") =>
      (await json<FaqItem[]>(call(items, `?q=${encodeURIComponent(q)}${extra}`))).map((i) => i.question);
    // The tracking page is explained in more than one answer.
    expect(await questions("کد پیگیری")).toContain("وضعیت درخواستم را چطور پیگیری کنم؟");
    // Arabic yeh and kaf, no half-space, Latin digits for Persian ones.
    expect(await questions("كپچا")).toContain("چرا فرم‌ها از من کد امنیتی (کپچا) می‌خواهند؟");
    expect(await questions("رمز عبور را فراموش کرده ايد")).toEqual([
      "چطور برای حسابم رمز عبور بگذارم یا آن را تغییر دهم؟",
    ]);
    expect(await questions("میشود قطعی")).toContain("آیا با ثبت فرم رزرو، رزرو من قطعی می‌شود؟");
    expect(await questions("35 هزار تومان")).toEqual(["هزینه استفاده از فضای کار چقدر است و چطور پرداخت می‌شود؟"]);
    expect(await questions("۱۰ مگابایت")).toEqual(["چطور ایده‌ام را برای شتاب‌دهی بفرستم؟"]);
    // Search within a category.
    expect(await questions("کد", "&category_id=account")).toEqual(
      expect.arrayContaining(["چطور وارد حساب کاربری شوم؟", "کد تایید برایم پیامک نمی‌شود؛ چه کنم؟"]),
    );
    const nothing = await call(items, `?q=${encodeURIComponent("زرافه")}`);
    expect(await nothing.json()).toEqual([]);
    expect(nothing.headers.get("x-pagination-total-count")).toBe("0");
  });

  it("shows one question with its category and counts the view", async () => {
    const [item] = await json<FaqItem[]>(call(items, `?q=${encodeURIComponent("برنامه شتاب‌دهی آوینوکس چیست")}`));
    const first = await json<FaqItemDetail>(call(view, `?id=${item!.id}`));
    expect(first.question).toBe("برنامه شتاب‌دهی آوینوکس چیست و چقدر طول می‌کشد؟");
    expect(first.answer).toContain("/page/about-accelerator");
    expect(first.category).toEqual({
      id: first.category_id,
      slug: "accelerator",
      title: "شتاب‌دهی و سرمایه‌گذاری",
      description: expect.any(String),
    });
    const again = await json<FaqItemDetail>(call(view, `?id=${item!.id}`));
    expect(again.view_count).toBe(first.view_count + 1);
  });

  it("answers 404 in Persian for unknown questions", async () => {
    for (const query of ["?id=999999", "?id=abc", ""]) {
      const response = await call(view, query);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ status: 404, message: "پرسشی که دنبال آن بودید پیدا نشد." });
    }
  });

  it("re-seeding refreshes questions without duplicating them or losing views", async () => {
    const db = database.handle().db;
    const before = await db.select().from(faqItems);
    await seedFaq(db);
    const after = await db.select().from(faqItems);
    expect(after).toHaveLength(before.length);
    expect(after.reduce((sum, i) => sum + i.viewCount, 0)).toBe(before.reduce((sum, i) => sum + i.viewCount, 0));
    expect(after.every((i) => i.searchText.length > 0 && !i.searchText.includes("\u200c"))).toBe(true);
  });
});
