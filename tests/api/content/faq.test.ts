// @vitest-environment jsdom
// The FAQ in the content desk (issue 14) on a database seeded with the site's FAQ, the public API
// served on a local port so the public pages (/faq, /faq/item/{cat}/{id}) and the sitemap read it
// as they do in production: a new question is a draft nowhere public; published, it is on /faq,
// its own page, the FAQ's search, site search and the sitemap (scheduled: only from its moment);
// unpublished or archived it is gone; a stale edit is refused (409); a restored version brings its
// answer back; markup and a javascript: link in an answer stay text; categories are created,
// renamed and reordered, and one holding questions is not deleted; every write is audited; the
// role matrix; Persian 422s.
import { within } from "@testing-library/react";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { PATCH as patchCategory, DELETE as deleteCategory } from "@/app/api/v1/admin/content/faq/categories/[id]/route";
import { GET as listCategories, POST as createCategory } from "@/app/api/v1/admin/content/faq/categories/route";
import { GET as faqCategories } from "@/app/api/v1/faq/categories/route";
import { GET as faqItemsApi } from "@/app/api/v1/faq/items/route";
import { GET as faqView } from "@/app/api/v1/faq/view/route";
import { AUDIT_ACTIONS } from "@/components/desk/audit-labels";
import { FAQ_CATEGORY_NOT_EMPTY } from "@/server/faq/categories-desk";
import { STALE_FAQ_MESSAGE } from "@/server/faq/desk";
import { auditLog, faqCategories as categoriesTable, faqItems } from "@/server/db/schema";
import { seedFaq } from "@/server/seed/faq";
import type { AdminFaqCategory, AdminFaqItem, AdminFaqItemListItem } from "@/shared/types/faq";
import type { FaqCategory, FaqItem } from "@/shared/types/faq";
import { recordInvalidations } from "../../support/content-desk";
import {
  PUBLICLY_HIDDEN,
  PUBLICLY_SHOWN,
  publicReader,
  searchFinds,
  searchHitIds,
  sitemapHas,
} from "../../support/content-public";
import { renderPage, thrown, type ApiRoutes } from "../../support/page-harness";
import { servedContentDesk } from "../../support/served-content-desk";

vi.mock("next/navigation", async (original) =>
  (await import("../../support/next-mocks")).staticNavigation(original, "/faq"),
);

/** Public reads of the FAQ API. */
const { get: publicGet, json: publicJson } = publicReader("faq/x");

const ROUTES: ApiRoutes = {
  "/api/v1/faq/categories": () => import("@/app/api/v1/faq/categories/route"),
  "/api/v1/faq/category": () => import("@/app/api/v1/faq/category/route"),
  "/api/v1/faq/items": () => import("@/app/api/v1/faq/items/route"),
  "/api/v1/faq/view": () => import("@/app/api/v1/faq/view/route"),
};

const faqPage = () => import("@/app/(site)/faq/page");
const itemPage = () => import("@/app/(site)/faq/item/[cat_id]/[id]/page");

/** What the public sees of a question: on /faq, by its id, in the FAQ's own search, in site search, in the sitemap, its page. */
async function publicView(item: { id: number; category_id: number; question: string }) {
  const all = await publicJson<FaqCategory[]>(faqCategories, "?expand=items");
  const found = await publicJson<FaqItem[]>(faqItemsApi, `?q=${encodeURIComponent(item.question)}`);
  const path = `/faq/item/${item.category_id}/${item.id}`;
  // Search and the sitemap read before the page renders, the order these checks have always run in.
  const searched = await searchFinds("faq", item.question, path);
  const inSitemap = await sitemapHas(path);
  const { container } = await renderPage(faqPage());
  const onFaqPage = container.textContent?.includes(item.question) ?? false;
  container.remove();
  return {
    listed: all.some((category) => category.items?.some((shown) => shown.id === item.id)),
    onFaqPage,
    api: (await publicGet(faqView, `?id=${item.id}`)).status,
    faqSearch: found.some((shown) => shown.id === item.id),
    searched,
    inSitemap,
    page: await thrown(renderPage(itemPage(), { cat_id: String(item.category_id), id: String(item.id) })),
  };
}

const HIDDEN = { ...PUBLICLY_HIDDEN, onFaqPage: false, faqSearch: false };
const SHOWN = { ...PUBLICLY_SHOWN, onFaqPage: true, faqSearch: true };

const QUESTION = "آیا اتاق جلسه پروژکتور دارد؟";
const ANSWER = [
  "بله، هر اتاق جلسه یک **پروژکتور** و تخته سفید دارد.",
  "",
  "- کابل HDMI در پذیرش",
  "- اسپیکر همراه ویژه ۸ نفر",
].join("\n");

/** The tags of the cached answers each write drops, as the entry's cache bridge (server.mjs) hears them. */
const invalidated = recordInvalidations();

describe("the content desk's FAQ", () => {
  const desk = servedContentDesk<AdminFaqItem>({
    routes: ROUTES,
    seed: seedFaq,
    path: "faq",
    ip: "10.79.0.4",
    table: faqItems,
    audit: "faq",
    staleMessage: STALE_FAQ_MESSAGE,
  });
  const { accounts, call, act, answered, db } = desk;
  let categoryId: number;

  beforeAll(async () => {
    const [first] = await db().select().from(categoriesTable).orderBy(asc(categoriesTable.sortOrder)).limit(1);
    categoryId = first!.id;
  });

  const draftInput = (question = QUESTION, answer = ANSWER) => ({ category_id: categoryId, question, answer });
  /** A new question by the editor (a draft). */
  const createDraft = (body: Record<string, unknown> = draftInput()) => desk.createDraft(body);

  it("lets editors and admins in, and no one else", async () => {
    const [seeded] = await db().select().from(faqItems).orderBy(asc(faqItems.id)).limit(1);
    await desk.expectStaffOnly(seeded!, draftInput(), { question: "پرسش دستکاری‌شده؟" });
    await desk.expectRefusedToOthers([
      [listCategories, {}],
      [createCategory, { body: { title: "دسته دستکاری", description: "توضیحی برای دسته‌ای که نباید ساخته شود." } }],
      [patchCategory, { params: { id: categoryId }, body: { title: "دسته دستکاری" } }],
      [deleteCategory, { params: { id: categoryId }, body: {} }],
    ]);
    expect(await db().select({ id: categoriesTable.id }).from(categoriesTable)).toHaveLength(5);

    const adminList = await call(accounts.admin, "list", { query: "?per-page=3" });
    expect(adminList.status).toBe(200);
    const total = Number(adminList.headers.get("x-pagination-total-count"));
    expect(total).toBeGreaterThanOrEqual(25);
    const firstThree = (await adminList.json()) as AdminFaqItemListItem[];
    // Questions seeded before the desk are published.
    expect(
      firstThree.every(
        (q) =>
          q.status === "published" && q.is_public && q.url === `/faq/item/${q.category.id}/${q.id}` && q.category.title,
      ),
    ).toBe(true);
    const ofCategory = await call(accounts.editor, "list", { query: `?category_id=${categoryId}&per-page=50` });
    expect(((await ofCategory.json()) as AdminFaqItemListItem[]).every((q) => q.category.id === categoryId)).toBe(true);
    expect(Number(ofCategory.headers.get("x-pagination-total-count"))).toBeLessThan(total);
  });

  it("creates a draft, which no public place shows, then publishes it everywhere (rich text rendered) and drops the cached answers", async () => {
    const marks = invalidated.length;
    const draft = await createDraft({ ...draftInput(), sort_order: "۱۲" });
    expect(draft).toMatchObject({
      question: QUESTION,
      answer: ANSWER,
      category_id: categoryId,
      sort_order: 12,
      status: "draft",
      is_public: false,
      version: 1,
      former_slugs: [],
    });
    expect(await publicView(draft)).toEqual(HIDDEN);
    expect(invalidated.length).toBe(marks);
    expect(await desk.listedIds("draft")).toEqual([draft.id]);

    await desk.publishNow(draft.id, { publish_at: null });
    expect(invalidated.slice(marks)).toContainEqual(["faq", `faq:${draft.id}`]);
    expect(await publicView(draft)).toEqual(SHOWN);

    // Its page shows the answer as rich text: the bold word in <strong>, the lines as a list.
    const { container } = await renderPage(itemPage(), { cat_id: String(categoryId), id: String(draft.id) });
    const article = container.querySelector("article")!;
    expect(within(article).getByText("پروژکتور").tagName).toBe("STRONG");
    expect([...article.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "کابل HDMI در پذیرش",
      "اسپیکر همراه ویژه ۸ نفر",
    ]);
    container.remove();
  });

  it("schedules a publication at a Jalali date and time: nothing shows until then", async () => {
    const draft = await createDraft(draftInput("کافه در تعطیلات نوروز باز است؟"));
    await desk.expectPublicFromScheduledMoment(draft.id, {
      status: async () => (await publicGet(faqView, `?id=${draft.id}`)).status,
      ids: () => searchHitIds("faq", "تعطیلات نوروز"),
    });
  });

  it("refuses an edit made against a version someone else has already changed (409)", async () => {
    const draft = await createDraft(draftInput("کمد شخصی اجاره می‌دهید؟"));
    const row = await desk.expectStaleEditRefused(
      draft.id,
      { answer: "نسخه همکار اول از پاسخ این پرسش." },
      { answer: "نسخه همکار دوم که دیر رسید." },
    );
    expect(row).toMatchObject({ answer: "نسخه همکار اول از پاسخ این پرسش.", version: 2 });
    await desk.expectStalePublishRefused(draft.id);
  });

  it("unpublishes and archives: the question leaves /faq, its page answers 404 and search forgets it", async () => {
    const first = await createDraft(draftInput("ساعت کاری ماه رمضان چگونه است؟"));
    const second = await createDraft(draftInput("مهمان بیرونی می‌توانم بیاورم؟"));
    await desk.expectTwoWithdrawn(first, second, {
      view: publicView,
      shown: SHOWN,
      hidden: HIDDEN,
      invalidated,
      tags: (id) => ["faq", `faq:${id}`],
    });
  });

  it("restores an earlier version: its answer and category come back, on the public page too", async () => {
    const draft = await createDraft(
      draftInput("اینترنت مهمان چه سرعتی دارد؟", "سرعت اینترنت مهمان تا **۵۰ مگابیت** است."),
    );
    await act("publish", draft.id);
    const [other] = await db().select().from(categoriesTable).where(eq(categoriesTable.slug, "events"));
    const moved = await act("patch", draft.id, {
      answer: "پاسخی که بعداً از نوشتنش پشیمان شدیم.",
      category_id: other!.id,
      version: 2,
    });
    expect(moved).toMatchObject({
      category: { id: other!.id, title: other!.title },
      url: `/faq/item/${other!.id}/${draft.id}`,
    });

    const history = await desk.expectHistory(draft.id, [3, 2, 1]);
    expect(history.at(-1)!.data).toMatchObject({
      question: "اینترنت مهمان چه سرعتی دارد؟",
      answer: "سرعت اینترنت مهمان تا **۵۰ مگابیت** است.",
      category_id: categoryId,
      status: "draft",
    });

    const restored = await desk.restore(draft.id, 1, 3);
    expect(restored).toMatchObject({
      answer: "سرعت اینترنت مهمان تا **۵۰ مگابیت** است.",
      category_id: categoryId,
      status: "published",
      version: 4,
    });
    const shown = await publicJson<FaqItem>(faqView, `?id=${draft.id}`);
    expect(shown).toMatchObject({ answer: "سرعت اینترنت مهمان تا **۵۰ مگابیت** است.", category_id: categoryId });
    await desk.expectNoSuchVersion(draft.id);
  });

  it("keeps markup and a javascript: link in an answer as text: the page runs no script and links nowhere", async () => {
    const answer =
      "پاسخ با <script>window.hacked = 1</script> و <img src=x onerror=alert(1)> در میانه.\n\nو یک [پیوند خطرناک](javascript:alert(1)) در پایان.";
    const draft = await createDraft(draftInput("پرسش آزمون متن ناامن چیست؟", answer));
    await act("publish", draft.id);
    expect((await publicJson<FaqItem>(faqView, `?id=${draft.id}`)).answer).toBe(answer);

    for (const rendering of [
      renderPage(itemPage(), { cat_id: String(categoryId), id: String(draft.id) }),
      renderPage(faqPage()),
    ]) {
      const { container } = await rendering;
      expect(container.textContent?.includes("<script>window.hacked = 1</script>")).toBe(true);
      expect(container.querySelectorAll("img")).toHaveLength(0);
      // The page's only scripts are its structured data, where the answer's "<" is escaped (it cannot close the script).
      expect(
        [...container.querySelectorAll("script")].every(
          (script) => script.type === "application/ld+json" && !script.textContent?.includes("<"),
        ),
      ).toBe(true);
      expect(
        [...container.querySelectorAll("a")].some((a) =>
          (a.getAttribute("href") ?? "").toLowerCase().includes("javascript"),
        ),
      ).toBe(false);
      expect(container.textContent?.includes("پیوند خطرناک")).toBe(true);
      container.remove();
    }
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it("lets editors add, rename and reorder categories; a new one shows once it has a public question; one with questions is not deleted", async () => {
    const made = await answered<AdminFaqCategory>(
      call(accounts.editor, createCategory, {
        body: { title: "پارکینگ و دسترسی", description: "جای پارک، دسترسی با اتوبوس و تاکسی و ورود با ویلچر." },
      }),
      201,
    );
    expect(made).toMatchObject({ slug: "پارکینگ-و-دسترسی", items_count: 0, public_items_count: 0, sort_order: 6 });
    const publicTitles = async () => (await publicJson<FaqCategory[]>(faqCategories)).map((c) => c.title);
    expect(await publicTitles()).not.toContain("پارکینگ و دسترسی");

    const question = await createDraft({
      category_id: made.id,
      question: "پارکینگ دارید؟",
      answer: "بله، پارکینگ عمومی در همان خیابان هست.",
    });
    expect(await publicTitles()).not.toContain("پارکینگ و دسترسی");
    await act("publish", question.id);
    expect((await publicTitles()).at(-1)).toBe("پارکینگ و دسترسی");

    // Renamed and moved first (the order in Persian digits); the question's search follows the new title.
    const marks = invalidated.length;
    const renamed = await answered<AdminFaqCategory>(
      call(accounts.editor, patchCategory, {
        params: { id: made.id },
        body: { title: "رفت‌وآمد و پارکینگ", slug: "parking", sort_order: "۰" },
      }),
    );
    expect(renamed).toMatchObject({
      title: "رفت‌وآمد و پارکینگ",
      slug: "parking",
      sort_order: 0,
      items_count: 1,
      public_items_count: 1,
    });
    expect(invalidated.slice(marks).flat()).toEqual(expect.arrayContaining(["faq", `faq:${question.id}`]));
    expect((await publicTitles())[0]).toBe("رفت‌وآمد و پارکینگ");
    const found = await publicJson<FaqItem[]>(faqItemsApi, `?q=${encodeURIComponent("رفت‌وآمد")}`);
    expect(found.map((q) => q.id)).toContain(question.id);
    const desk = await answered<AdminFaqCategory[]>(call(accounts.editor, listCategories));
    expect(desk[0]).toMatchObject({ id: made.id, title: "رفت‌وآمد و پارکینگ" });

    // Another category's slug is refused; one holding a question is not deleted, an empty one is.
    const taken = await call(accounts.editor, patchCategory, { params: { id: made.id }, body: { slug: "events" } });
    expect(taken.status).toBe(422);
    const refused = await call(accounts.editor, deleteCategory, { params: { id: made.id }, body: {} });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(FAQ_CATEGORY_NOT_EMPTY);
    const empty = await answered<AdminFaqCategory>(
      call(accounts.admin, createCategory, {
        body: { title: "دسته‌ای به اشتباه", description: "دسته‌ای که به اشتباه ساخته شد و حذف می‌شود." },
      }),
      201,
    );
    expect((await call(accounts.admin, deleteCategory, { params: { id: empty.id }, body: {} })).status).toBe(204);
    expect(
      (await answered<AdminFaqCategory[]>(call(accounts.editor, listCategories))).some((c) => c.id === empty.id),
    ).toBe(false);

    const entries = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "faq_category"))
      .orderBy(asc(auditLog.id));
    expect(entries.map((e) => e.action)).toEqual([
      "content.faq_category.create",
      "content.faq_category.update",
      "content.faq_category.create",
      "content.faq_category.delete",
    ]);
    expect(entries.every((e) => AUDIT_ACTIONS[e.action])).toBe(true);
    expect(entries[1]).toMatchObject({
      before: { title: "پارکینگ و دسترسی" },
      after: { title: "رفت‌وآمد و پارکینگ", slug: "parking" },
    });
  });

  it("writes every change to a question to the audit log with who, before and after, each action named in Persian", async () => {
    const draft = await createDraft(draftInput("دفاع پایان‌نامه برگزار می‌کنید؟"));
    await act("patch", draft.id, { question: "جلسه دفاع برگزار می‌کنید؟", version: 1 });
    await act("publish", draft.id);
    await act("archive", draft.id);
    const entries = await desk.expectAudited(draft.id, ["create", "update", "publish", "archive"]);
    expect(entries[0]!.before).toBeNull();
    expect(entries[0]!.after).toMatchObject({
      question: "دفاع پایان‌نامه برگزار می‌کنید؟",
      status: "draft",
      answer: ANSWER,
    });
    expect(entries[1]!.after).toMatchObject({ question: "جلسه دفاع برگزار می‌کنید؟", version: 2 });
    expect(entries[3]!.after).toMatchObject({ status: "archived" });
  });

  it("answers mistakes field by field in Persian", async () => {
    const response = await call(accounts.editor, "create", {
      body: { question: "", answer: "کوتاه", sort_order: "یک" },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(
      expect.arrayContaining([
        { field: "category_id", message: "دسته پرسش الزامی است" },
        { field: "question", message: "پرسش الزامی است" },
        { field: "answer", message: "پاسخ باید بین ۱۰ و ۲۰,۰۰۰ کاراکتر باشد" },
        { field: "sort_order", message: expect.stringContaining("ترتیب نمایش") },
      ]),
    );
    const noCategory = await call(accounts.editor, "create", { body: { ...draftInput(), category_id: 999_999 } });
    expect(noCategory.status).toBe(422);
    expect(await noCategory.json()).toEqual([
      { field: "category_id", message: "این دسته پیدا نشد؛ دسته دیگری انتخاب کنید." },
    ]);
    const badCategory = await call(accounts.editor, createCategory, { body: { title: "", description: "کوتاه" } });
    expect(await badCategory.json()).toEqual(
      expect.arrayContaining([
        { field: "title", message: "عنوان دسته الزامی است" },
        { field: "description", message: "توضیح دسته باید بین ۱۰ و ۳۰۰ کاراکتر باشد" },
      ]),
    );
    const draft = await createDraft(draftInput("پرسش آزمون پیام‌ها چیست؟"));
    await desk.expectCommonRefusals(draft.id, { question: "پرسشی بی‌نسخه؟" });
  });
});
