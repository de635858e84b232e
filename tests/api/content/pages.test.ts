// @vitest-environment jsdom
// The content desk's pages (issue 14) on a database seeded with the site's content pages, the
// public API served on a local port so the public page (/page/{slug}) and the sitemap read it as
// they do in production: a draft is nowhere public; publishing shows it in the list, the page,
// search and the sitemap (a Jalali schedule only from its moment); unpublishing and archiving take
// it off again; a changed slug still answers (the page redirects 308); a stale edit is refused
// (409); a restored version brings its body back; every write is audited with before and after;
// markup and a javascript: link in a body stay text; the role matrix; Persian 422s.
import { within } from "@testing-library/react";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { GET as pageIndex } from "@/app/api/v1/page/index/route";
import { GET as pageView } from "@/app/api/v1/page/view/route";
import { STALE_PAGE_MESSAGE } from "@/server/pages/desk";
import { contentPages } from "@/server/db/schema";
import { seedContentPages } from "@/server/seed/pages";
import type { AdminContentPage, AdminContentPageListItem } from "@/shared/types/pages";
import type { ContentPage, ContentPageSummary } from "@/shared/types/pages";
import { SLUG_MESSAGE } from "@/validation/content/fields";
import { recordInvalidations } from "../../support/content-desk";
import {
  PUBLICLY_HIDDEN as HIDDEN,
  PUBLICLY_SHOWN as SHOWN,
  expectFormerSlugAnswering,
  publicReader,
  searchFinds,
  searchHitIds,
  sitemapHas,
} from "../../support/content-public";
import { renderPage, thrown, type ApiRoutes } from "../../support/page-harness";
import { servedContentDesk } from "../../support/served-content-desk";

vi.mock("next/navigation", async (original) => (await import("../../support/next-mocks")).staticNavigation(original));

/** Public reads of the pages API (or search). */
const { get: publicGet, json: publicJson } = publicReader("page/x");

const ROUTES: ApiRoutes = {
  "/api/v1/page/view": () => import("@/app/api/v1/page/view/route"),
  "/api/v1/page/index": () => import("@/app/api/v1/page/index/route"),
};

const contentPage = () => import("@/app/(site)/page/[slug]/page");

/** The public page at /page/{slug}: "rendered", a 404 or a redirect (the digest Next reads). */
const pageOutcome = (slug: string) => thrown(renderPage(contentPage(), { slug }));

/** What the public sees of a page with this slug: in the list, by its slug, in search, in the sitemap, its page. */
async function publicView(slug: string, title: string) {
  const listed = await publicJson<ContentPageSummary[]>(pageIndex, "?per-page=50");
  return {
    listed: listed.some((p) => p.slug === slug),
    api: (await publicGet(pageView, `?slug=${encodeURIComponent(slug)}`)).status,
    searched: await searchFinds("page", title, `/page/${slug}`),
    inSitemap: await sitemapHas(`/page/${slug}`),
    page: await pageOutcome(slug),
  };
}

const TITLE = "راهنمای استفاده از اتاق جلسه";
const BODY = [
  "## رزرو اتاق",
  "",
  "اتاق جلسه را تا **۲ ساعت** پیش از زمان آن رزرو کنید؛",
  "رزرو با پیامک تأیید می‌شود.",
  "",
  "- ظرفیت ۸ نفر",
  "- نمایشگر و تخته سفید",
].join("\n");

const draftInput = (title = TITLE) => ({
  title,
  summary: "چگونه اتاق جلسه آوینوکس را رزرو کنید و چه امکاناتی دارد.",
  body: BODY,
});

/** The tags of the cached answers each write drops, as the entry's cache bridge (server.mjs) hears them. */
const invalidated = recordInvalidations();

describe("the content desk's pages", () => {
  const desk = servedContentDesk<AdminContentPage>({
    routes: ROUTES,
    seed: seedContentPages,
    path: "pages",
    ip: "10.79.0.3",
    table: contentPages,
    audit: "page",
    staleMessage: STALE_PAGE_MESSAGE,
  });
  const { accounts, call, act, db } = desk;
  /** A new page by the editor (a draft). */
  const createDraft = (body: Record<string, unknown> = draftInput()) => desk.createDraft(body);

  it("lets editors and admins in, and no one else", async () => {
    const [seeded] = await db().select().from(contentPages).where(eq(contentPages.slug, "rules"));
    await desk.expectStaffOnly(seeded!, draftInput(), { title: "عنوان دستکاری‌شده" });
    expect(await db().select({ id: contentPages.id }).from(contentPages)).toHaveLength(5);

    expect((await call(accounts.editor, "list")).status).toBe(200);
    const adminList = await call(accounts.admin, "list", { query: "?per-page=3" });
    expect(adminList.headers.get("x-pagination-total-count")).toBe("5");
    const firstThree = (await adminList.json()) as AdminContentPageListItem[];
    expect(firstThree).toHaveLength(3);
    expect(firstThree.every((p) => p.status === "published" && p.is_public && p.url === `/page/${p.slug}`)).toBe(true);
    expect((await pageOutcome("rules")) === "rendered").toBe(true);
  });

  it("creates a draft, which no public place shows, then publishes it everywhere and drops the cached answers", async () => {
    const marks = invalidated.length;
    const draft = await createDraft();
    expect(draft).toMatchObject({
      title: TITLE,
      slug: "راهنمای-استفاده-از-اتاق-جلسه",
      status: "draft",
      is_public: false,
      version: 1,
      body: BODY,
      former_slugs: [],
    });
    expect(await publicView(draft.slug, TITLE)).toEqual(HIDDEN);
    expect(invalidated.length).toBe(marks);
    expect(await desk.listedIds("draft")).toEqual([draft.id]);

    await desk.publishNow(draft.id, { publish_at: null });
    expect(invalidated.slice(marks)).toContainEqual(["page", `page:${draft.id}`]);
    expect(await publicView(draft.slug, TITLE)).toEqual(SHOWN);
    // The body as written, Persian digits and all.
    const shown = await publicJson<ContentPage>(pageView, `?slug=${encodeURIComponent(draft.slug)}`);
    expect(shown).toMatchObject({ id: draft.id, title: TITLE, body: BODY });
    const { container } = await renderPage(contentPage(), { slug: draft.slug });
    expect(within(container).getByRole("heading", { level: 1 }).textContent).toBe(TITLE);
    expect(within(container).getByRole("heading", { level: 2, name: "رزرو اتاق" })).toBeTruthy();
    expect(container.textContent?.includes("۲ ساعت")).toBe(true);

    // The same title again gets the next free slug.
    expect((await createDraft()).slug).toBe(`${draft.slug}-2`);
  });

  it("schedules a publication at a Jalali date and time: nothing shows until then", async () => {
    const title = "برنامه تعطیلات نوروزی";
    const draft = await createDraft(draftInput(title));
    await desk.expectPublicFromScheduledMoment(draft.id, {
      idsBefore: async () => (await publicJson<ContentPageSummary[]>(pageIndex)).map((p) => p.id),
      status: async () => (await publicGet(pageView, `?slug=${encodeURIComponent(draft.slug)}`)).status,
      ids: () => searchHitIds("page", title),
    });
  });

  it("refuses an edit made against a version someone else has already changed (409)", async () => {
    const draft = await createDraft(draftInput("شرایط استفاده از کمد شخصی"));
    const kept = await desk.expectStaleEditRefused(
      draft.id,
      { summary: "نسخه همکار اول از خلاصه این صفحه." },
      { summary: "نسخه همکار دوم که دیر رسید." },
    );
    expect(kept).toMatchObject({ summary: "نسخه همکار اول از خلاصه این صفحه.", version: 2 });
    // A publish against the old version is refused too.
    await desk.expectStalePublishRefused(draft.id);
  });

  it("keeps a changed slug answering: the API finds the page by its old slug and the page redirects permanently", async () => {
    const draft = await createDraft(draftInput("قوانین پارکینگ"));
    await act("publish", draft.id, { version: 1 });
    const oldSlug = draft.slug;
    await desk.changeSlug(draft.id, oldSlug, "parking-rules-۱۴۰۵", {
      slug: "parking-rules-1405",
      url: "/page/parking-rules-1405",
    });

    await expectFormerSlugAnswering(
      () => publicGet(pageView, `?slug=${encodeURIComponent(oldSlug)}`),
      () => pageOutcome(oldSlug),
      "parking-rules-1405",
      "/page/parking-rules-1405",
    );
    expect(await publicView("parking-rules-1405", "قوانین پارکینگ")).toEqual(SHOWN);

    // The old slug stays reserved for its page: another page cannot take it.
    await desk.expectSlugReserved(await createDraft(draftInput("صفحه‌ای دیگر برای آزمون نامک")), oldSlug);
  });

  it("unpublishes and archives: the page leaves the list, its address answers 404 and search forgets it", async () => {
    const first = await createDraft(draftInput("ساعات کاری ماه رمضان"));
    const second = await createDraft(draftInput("آیین‌نامه قدیمی مهمانان"));
    await desk.expectTwoWithdrawn(first, second, {
      view: (page) => publicView(page.slug, page.title),
      shown: SHOWN,
      hidden: HIDDEN,
      invalidated,
      tags: (id) => ["page", `page:${id}`],
    });
    // A seeded page taken off the site is gone from its address too.
    const [rules] = await db().select().from(contentPages).where(eq(contentPages.slug, "rules"));
    await act("unpublish", rules!.id, { version: rules!.version }, accounts.admin);
    expect(await pageOutcome("rules")).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    await act("publish", rules!.id, {}, accounts.admin);
    expect(await pageOutcome("rules")).toBe("rendered");
  });

  it("restores an earlier version: its body comes back, on the public page too", async () => {
    const draft = await createDraft(draftInput("راهنمای اینترنت مهمان"));
    await act("publish", draft.id);
    const rewritten = "## متنی تازه\n\nمتنی که بعداً از نوشتنش پشیمان شدیم و باید برگردد.";
    expect((await act("patch", draft.id, { body: rewritten, version: 2 })).body).toBe(rewritten);

    const history = await desk.expectHistory(draft.id, [3, 2, 1]);
    expect(history.at(-1)!.data).toMatchObject({ title: "راهنمای اینترنت مهمان", body: BODY, status: "draft" });

    expect(await desk.restore(draft.id, 1, 3)).toMatchObject({
      title: "راهنمای اینترنت مهمان",
      body: BODY,
      status: "published",
      version: 4,
    });
    const shown = await publicJson<ContentPage>(pageView, `?slug=${encodeURIComponent(draft.slug)}`);
    expect(shown.body).toBe(BODY);
    await desk.expectNoSuchVersion(draft.id);
  });

  it("writes every change to the audit log with who, before and after, each action named in Persian", async () => {
    const draft = await createDraft(draftInput("شرایط برگزاری جلسه دفاع"));
    await act("patch", draft.id, { title: "شرایط برگزاری جلسه ارائه", version: 1 });
    await act("publish", draft.id);
    await act("archive", draft.id);
    const entries = await desk.expectAudited(draft.id, ["create", "update", "publish", "archive"]);
    expect(entries[0]!.before).toBeNull();
    expect(entries[0]!.after).toMatchObject({ title: "شرایط برگزاری جلسه دفاع", status: "draft", body: BODY });
    expect(entries[1]!.before).toMatchObject({ title: "شرایط برگزاری جلسه دفاع", version: 1 });
    expect(entries[1]!.after).toMatchObject({ title: "شرایط برگزاری جلسه ارائه", version: 2 });
    expect(entries[2]!.after).toMatchObject({ status: "published" });
    expect(entries[3]!.before).toMatchObject({ status: "published" });
    expect(entries[3]!.after).toMatchObject({ status: "archived" });
  });

  it("keeps markup and a javascript: link in a body as text: the page runs no script and links nowhere", async () => {
    const body =
      "## بخش آزمون\n\nمتن با <script>window.hacked = 1</script> و <img src=x onerror=alert(1)> در میانه.\n\nو یک [پیوند خطرناک](javascript:alert(1)) در پایان.";
    const draft = await createDraft({ ...draftInput("صفحه آزمون متن ناامن"), body });
    await act("publish", draft.id);
    const shown = await publicJson<ContentPage>(pageView, `?slug=${encodeURIComponent(draft.slug)}`);
    expect(shown.body).toBe(body);

    const { container } = await renderPage(contentPage(), { slug: draft.slug });
    const article = container.querySelector("article")!;
    expect(article.textContent?.includes("<script>window.hacked = 1</script>")).toBe(true);
    expect(article.querySelectorAll("script, img")).toHaveLength(0);
    // The page's only scripts are its structured data.
    expect(
      [...container.querySelectorAll("script")].every(
        (script) => script.type === "application/ld+json" && !script.textContent?.includes("hacked"),
      ),
    ).toBe(true);
    expect(
      [...article.querySelectorAll("a")].some((a) =>
        (a.getAttribute("href") ?? "").toLowerCase().includes("javascript"),
      ),
    ).toBe(false);
    expect(article.textContent?.includes("پیوند خطرناک")).toBe(true);
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it("answers mistakes field by field in Persian", async () => {
    await desk.expectFieldErrors(
      call(accounts.editor, "create", { body: { title: "", summary: "کوتاه", body: "خیلی کوتاه", slug: "Bad Slug!" } }),
      [
        { field: "title", message: "عنوان صفحه الزامی است" },
        { field: "summary", message: "خلاصه صفحه باید بین ۱۰ و ۳۰۰ کاراکتر باشد" },
        { field: "body", message: "متن صفحه باید بین ۲۰ و ۵۰,۰۰۰ کاراکتر باشد" },
        { field: "slug", message: SLUG_MESSAGE },
      ],
      true,
    );
    const draft = await createDraft(draftInput("صفحه آزمون پیام‌ها"));
    await desk.expectCommonRefusals(draft.id, { title: "عنوانی بی‌نسخه" });
  });
});
