// @vitest-environment jsdom
// The FAQ, content, search and /rm pages rendered against the real API on a seeded database
// (served on a local port, as `next start` would serve it): what they show, their structured data,
// their 404s and permanent redirects. Async server components are awaited before rendering.
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { seedDatabase } from "@/server/seed";
import { seedFaq } from "@/server/seed/faq";
import { seedContentPages } from "@/server/seed/pages";
import { withFreshDatabase } from "../support/database";
import {
  renderPage as renderWithParams,
  serveApiRoutes,
  thrown,
  type ApiRoutes,
  type PageModule,
} from "../support/page-harness";

vi.mock("next/navigation", async (original) => ({
  ...(await original<typeof import("next/navigation")>()),
  useRouter: () => ({ push: () => {}, replace: () => {}, prefetch: () => {} }),
}));
vi.mock("next/form", () => ({ default: (props: object) => <form {...props} /> }));

const ROUTES: ApiRoutes = {
  "/api/v1/faq/categories": () => import("@/app/api/v1/faq/categories/route"),
  "/api/v1/faq/category": () => import("@/app/api/v1/faq/category/route"),
  "/api/v1/faq/items": () => import("@/app/api/v1/faq/items/route"),
  "/api/v1/faq/view": () => import("@/app/api/v1/faq/view/route"),
  "/api/v1/page/view": () => import("@/app/api/v1/page/view/route"),
  "/api/v1/page/index": () => import("@/app/api/v1/page/index/route"),
  "/api/v1/search": () => import("@/app/api/v1/search/route"),
  "/api/v1/search/resolve": () => import("@/app/api/v1/search/resolve/route"),
};

const database = withFreshDatabase();

serveApiRoutes(ROUTES, async () => {
  const db = database.handle().db;
  await seedDatabase(db);
  await seedFaq(db);
  await seedContentPages(db);
});

/** Route params and query both carry `values` (each page reads the ones it needs). */
const renderPage = (module: Promise<PageModule>, values: Record<string, string> = {}) =>
  renderWithParams(module, values, values);

const faqPage = () => import("@/app/(site)/faq/page");
const categoryPage = () => import("@/app/(site)/faq/items/[id]/page");
const itemPage = () => import("@/app/(site)/faq/item/[cat_id]/[id]/page");
const contentPage = () => import("@/app/(site)/page/[slug]/page");
const searchPage = () => import("@/app/(site)/search/page");
const rmPage = () => import("@/app/(legacy)/rm/[name]/[id]/page");

describe("/faq", () => {
  it("shows every category with its questions as disclosures", async () => {
    const { container } = await renderPage(faqPage());
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("پرسش‌های متداول");
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "رزرو و فضای کار",
      "شتاب‌دهی و سرمایه‌گذاری",
      "رویدادها",
      "حساب کاربری و ورود",
      "همکاری و استخدام",
      "پاسخ پرسشتان را پیدا نکردید؟",
    ]);
    expect(container.querySelectorAll("details")).toHaveLength(31);
    expect(screen.getByRole("search", { name: "جستجو در پرسش‌ها" })).toBeTruthy();
  });

  it("filters through the API with ?q=, in any spelling", async () => {
    const { container } = await renderPage(faqPage(), { q: "كپچا رباتها" });
    expect(screen.getByText("۱ پرسش برای «كپچا رباتها»")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "حساب کاربری و ورود" })).toBeTruthy();
    expect(container.querySelector("summary")!.textContent).toBe("چرا فرم‌ها از من کد امنیتی (کپچا) می‌خواهند؟");
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("كپچا رباتها");
  });

  it("says so when nothing matches and offers the whole-site search", async () => {
    await renderPage(faqPage(), { q: "زرافه" });
    expect(screen.getByRole("heading", { name: "پرسشی با این عبارت پیدا نشد" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "جستجوی «زرافه» در همه سایت" }).getAttribute("href")).toBe(
      `/search?q=${encodeURIComponent("زرافه")}`,
    );
  });
});

describe("/faq/items/{id} and /faq/item/{cat_id}/{id}", () => {
  it("shows one category, and answers 404 for an unknown one", async () => {
    const { container } = await renderPage(categoryPage(), { id: "4" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("حساب کاربری و ورود");
    expect(container.querySelectorAll("details")).toHaveLength(6);
    expect(screen.getByRole("link", { name: /حساب کاربری و ورود/, current: "page" })).toBeTruthy();
    expect(await thrown(renderPage(categoryPage(), { id: "999" }))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
  });

  it("shows one answer with FAQPage data, breadcrumbs and the category's other questions", async () => {
    const { container } = await renderPage(itemPage(), { cat_id: "1", id: "3" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("وضعیت درخواستم را چطور پیگیری کنم؟");
    const data = [...container.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.innerHTML),
    );
    const faq = data.find((d) => d["@type"] === "FAQPage");
    expect(faq.mainEntity[0]).toMatchObject({
      "@type": "Question",
      name: "وضعیت درخواستم را چطور پیگیری کنم؟",
      acceptedAnswer: { "@type": "Answer" },
    });
    expect(faq.mainEntity[0].acceptedAnswer.text).toContain("AVX-7K3M-Q9TP");
    const crumbs = within(screen.getByRole("navigation", { name: "مسیر صفحه" })).getAllByRole("link");
    expect(crumbs.map((a) => a.getAttribute("href"))).toEqual(["/", "/faq", "/faq/items/1"]);
    expect(screen.getByRole("link", { name: "/track" }).getAttribute("href")).toBe("/track");
    const related = within(screen.getByRole("complementary")).getAllByRole("listitem");
    expect(related).toHaveLength(6);
    expect(related.map((li) => li.textContent)).not.toContain("وضعیت درخواستم را چطور پیگیری کنم؟");
  });

  it("redirects permanently from a wrong category and answers 404 for unknown questions", async () => {
    expect(await thrown(renderPage(itemPage(), { cat_id: "2", id: "3" }))).toBe(
      "NEXT_REDIRECT;replace;/faq/item/1/3;308;",
    );
    expect(await thrown(renderPage(itemPage(), { cat_id: "1", id: "999" }))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    expect(await thrown(renderPage(itemPage(), { cat_id: "1", id: "abc" }))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
  });
});

describe("/page/{slug}", () => {
  it("renders the body with a table of contents of its headings", async () => {
    await renderPage(contentPage(), { slug: "rules" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("قوانین فضای کار");
    const toc = within(screen.getByRole("navigation", { name: "فهرست مطالب" })).getAllByRole("link");
    expect(toc.map((a) => a.getAttribute("href"))).toEqual([
      "#ورود-و-ساعات-استفاده",
      "#آرامش-و-احترام",
      "#میزها-اتاقها-و-تجهیزات",
      "#اینترنت-و-امنیت-اطلاعات",
      "#خوراکی-و-کافه",
      "#رسیدگی-به-تخلف",
    ]);
    for (const link of toc)
      expect(document.getElementById(decodeURIComponent(link.getAttribute("href")!.slice(1)))?.tagName).toBe("H2");
    expect(screen.getByRole("link", { name: /شرایط رزرو/ }).getAttribute("href")).toBe("/page/reservation-terms");
  });

  it("answers 404 for an unknown slug", async () => {
    expect(await thrown(renderPage(contentPage(), { slug: "nope" }))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
  });
});

describe("/search", () => {
  it("groups the results with counts, links and 'همه نتایج' per group", async () => {
    await renderPage(searchPage(), { q: "هوش مصنوعي" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("نتایج جستجو برای «هوش مصنوعي»");
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "کسب‌وکارها (۲)",
      "رویدادها (۲)",
      "منتورها (۱)",
      "فریلنسرها (۲)",
      "پروژه‌های های‌تک (۱)",
      "پرسش‌های متداول (۱)",
      "صفحه‌ها (۱)",
    ]);
    expect(screen.getByRole("link", { name: /میت‌آپ هوش مصنوعی کرمان/ }).getAttribute("href")).toBe(
      "/events/ai-meetup-kerman",
    );
    expect(screen.getByRole("link", { name: "همه نتایج رویدادها" }).getAttribute("href")).toBe(
      `/search?q=${encodeURIComponent("هوش مصنوعي")}&type=event`,
    );
  });

  it("pages through one kind", async () => {
    await renderPage(searchPage(), { q: "کرمان", type: "job" });
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("فرصت‌های شغلی (۱۰)");
    expect(screen.getByRole("link", { name: "بازگشت به نتایج همه بخش‌ها" }).getAttribute("href")).toBe(
      `/search?q=${encodeURIComponent("کرمان")}`,
    );
  });

  it("shows a Persian empty state with suggestions", async () => {
    await renderPage(searchPage(), { q: "زرافه" });
    expect(screen.getByRole("heading", { name: "نتیجه‌ای برای «زرافه» پیدا نشد" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "جستجوهای پرتکرار" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "کارآموزی" }).getAttribute("href")).toBe(
      `/search?q=${encodeURIComponent("کارآموزی")}`,
    );
  });

  it("is never indexed", async () => {
    const { generateMetadata } = await searchPage();
    const metadata = await generateMetadata({ searchParams: Promise.resolve({ q: "کرمان" }) });
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.title).toBe("نتایج جستجوی «کرمان»");
  });
});

describe("/rm/{name}/{id}", () => {
  it("redirects permanently to the entity it names, and answers 404 otherwise", async () => {
    expect(await thrown(renderPage(rmPage(), { name: "event", id: "1" }))).toBe(
      "NEXT_REDIRECT;replace;/events/ai-meetup-kerman;308;",
    );
    expect(await thrown(renderPage(rmPage(), { name: "mentor", id: "2" }))).toBe(
      "NEXT_REDIRECT;replace;/mentors/2;308;",
    );
    expect(await thrown(renderPage(rmPage(), { name: "widget", id: "1" }))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    expect(await thrown(renderPage(rmPage(), { name: "job", id: "9999" }))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
  });
});
