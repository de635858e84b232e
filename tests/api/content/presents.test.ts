// @vitest-environment jsdom
// Presents in the content desk (issue 14) on a database seeded with the site's presents, the public
// API served on a local port so the present's page (/presents/{slug}) reads it as it does in
// production: the seeded presents stay public; a new present is a draft nowhere public, its slug
// made from the Persian title (the next free one for the same title); published, it is in the list,
// its page, search and the sitemap; unpublished or archived it is gone; a changed slug still answers
// on the API and the page redirects permanently (308), the old slug kept for it; a stale edit is
// refused (409); a restored version brings its fields back; prices are typed in toman and kept in
// rial; every write is audited; the role matrix; Persian 422s.
import { asc } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { GET as presentIndex } from "@/app/api/v1/present/index/route";
import { GET as presentSlug } from "@/app/api/v1/present/slug/route";
import { STALE_PRESENT_MESSAGE } from "@/server/presents/desk";
import { presents } from "@/server/db/schema";
import { seedPresents } from "@/server/seed/presents";
import { gregorianFromJalali, jalaliParts } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import type { AdminPresent, AdminPresentListItem } from "@/shared/types/presents";
import type { PresentDetail } from "@/shared/types/presents";
import { PRICE_ORDER_MESSAGE } from "@/validation/content/present";
import { WIDE_IMAGE_EXPECTED_MESSAGE } from "@/server/media/images";
import { recordInvalidations } from "../../support/content-desk";
import {
  PUBLICLY_HIDDEN as HIDDEN,
  PUBLICLY_SHOWN as SHOWN,
  expectFormerSlugAnswering,
  publicReader,
  searchFinds,
  sitemapHas,
} from "../../support/content-public";
import { renderPage, thrown, type ApiRoutes } from "../../support/page-harness";
import { servedContentDesk } from "../../support/served-content-desk";

vi.mock("next/navigation", async (original) =>
  (await import("../../support/next-mocks")).staticNavigation(original, "/presents"),
);

/** Public reads of the presents API. */
const { get: publicGet, json: publicJson } = publicReader("present/x");

const ROUTES: ApiRoutes = {
  "/api/v1/present/index": () => import("@/app/api/v1/present/index/route"),
  "/api/v1/present/slug": () => import("@/app/api/v1/present/slug/route"),
};

const presentPage = () => import("@/app/(site)/presents/[slug]/page");
/** The public page at /presents/{slug}: "rendered", a 404 or a redirect (the digest Next reads). */
const pageOutcome = (slug: string) => thrown(renderPage(presentPage(), { slug }));

/** What the public sees of a present with this slug: the list, the API by its slug, search, the sitemap, its page. */
async function publicView(slug: string, title: string) {
  const listed = await publicJson<PresentDetail[]>(presentIndex, "?per-page=50");
  const path = `/presents/${slug}`;
  return {
    listed: listed.some((shown) => shown.slug === slug),
    api: (await publicGet(presentSlug, `?slug=${encodeURIComponent(slug)}`)).status,
    searched: await searchFinds("present", title, path, decodeURI),
    inSitemap: await sitemapHas(path),
    page: await pageOutcome(slug),
  };
}

// The last day to use it: the 20th of Farvardin next year, all day on Tehran's clock.
const nextYear = jalaliParts(new Date()).year + 1;
const LAST_DAY = {
  text: toPersianDigits(`${nextYear}/01/20`),
  instant: new Date(`${gregorianFromJalali(nextYear, 1, 20).toISOString().slice(0, 10)}T23:59:59+03:30`),
};

const TITLE = "بسته نوروزی فضای کار";
const DESCRIPTION = ["یک ماه میز اشتراکی با **تخفیف نوروزی**.", "", "- اینترنت پرسرعت", "- چای و قهوه"].join("\n");

const invalidated = recordInvalidations();

describe("the content desk's presents", () => {
  const desk = servedContentDesk<AdminPresent>({
    routes: ROUTES,
    seed: seedPresents,
    path: "presents",
    ip: "10.79.0.7",
    table: presents,
    audit: "present",
    staleMessage: STALE_PRESENT_MESSAGE,
  });
  const { accounts, call, act, answered, db } = desk;

  const draftInput = (title = TITLE): Record<string, unknown> => ({
    title,
    summary: "یک ماه میز اشتراکی در آوینوکس با تخفیف ویژه نوروز.",
    description: DESCRIPTION,
    kind: "discount",
    price_toman: "۱,۵۰۰,۰۰۰",
    original_price_toman: "۲٬۰۰۰٬۰۰۰",
    includes: "یک ماه میز اشتراکی\nاینترنت پرسرعت",
    conditions: ["ویژه اعضای تازه"],
    valid_until: LAST_DAY.text,
  });
  /** A new present by the editor (a draft). */
  const createDraft = (body: Record<string, unknown> = draftInput()) => desk.createDraft(body);

  it("lets editors and admins in, and no one else; the seeded presents stay public", async () => {
    const [seeded] = await db().select().from(presents).orderBy(asc(presents.id)).limit(1);
    await desk.expectStaffOnly(seeded!, draftInput(), { title: "عنوان دستکاری‌شده" });

    const all = await answered<AdminPresentListItem[]>(call(accounts.admin, "list", { query: "?per-page=50" }));
    expect(all.length).toBeGreaterThanOrEqual(7);
    expect(all.every((p) => p.status === "published" && p.is_public && p.url === `/presents/${p.slug}`)).toBe(true);
    expect(await publicView(seeded!.slug, seeded!.title)).toEqual(SHOWN);
  });

  it("creates a draft with a slug from its Persian title, nowhere public; published, it is in the list, its page, search and the sitemap", async () => {
    const draft = await createDraft();
    expect(draft).toMatchObject({
      title: TITLE,
      slug: "بسته-نوروزی-فضای-کار",
      description: DESCRIPTION,
      kind: "discount",
      price_toman: 1_500_000,
      original_price_toman: 2_000_000,
      includes: ["یک ماه میز اشتراکی", "اینترنت پرسرعت"],
      conditions: ["ویژه اعضای تازه"],
      valid_until: LAST_DAY.instant.toISOString(),
      status: "draft",
      is_public: false,
      version: 1,
      former_slugs: [],
    });
    expect(await desk.row(draft.id)).toMatchObject({ price: 15_000_000, originalPrice: 20_000_000 });
    expect(await publicView(draft.slug, TITLE)).toEqual(HIDDEN);

    const marks = invalidated.length;
    await desk.publishNow(draft.id);
    expect(invalidated.slice(marks)).toContainEqual(["present", `present:${draft.id}`]);
    expect(await publicView(draft.slug, TITLE)).toEqual(SHOWN);
    expect(await publicJson<PresentDetail>(presentSlug, `?slug=${encodeURIComponent(draft.slug)}`)).toMatchObject({
      title: TITLE,
      price: 15_000_000,
      original_price: 20_000_000,
      discount_percent: 25,
      valid_until: LAST_DAY.instant.toISOString(),
    });
    // The same title again gets the next free slug.
    expect((await createDraft()).slug).toBe(`${draft.slug}-2`);
  });

  it("keeps a changed slug answering: the API finds the present by its old slug and the page redirects permanently", async () => {
    const draft = await createDraft(draftInput("هدیه عضویت سالانه"));
    await act("publish", draft.id);
    const oldSlug = draft.slug;
    await desk.changeSlug(draft.id, oldSlug, "yearly-gift-۱۴۰۵", {
      slug: "yearly-gift-1405",
      url: "/presents/yearly-gift-1405",
    });
    await expectFormerSlugAnswering(
      () => publicGet(presentSlug, `?slug=${encodeURIComponent(oldSlug)}`),
      () => pageOutcome(oldSlug),
      "yearly-gift-1405",
      "/presents/yearly-gift-1405",
    );
    expect(await publicView("yearly-gift-1405", "هدیه عضویت سالانه")).toEqual(SHOWN);
    // The old slug stays reserved for its present.
    await desk.expectSlugReserved(await createDraft(draftInput("بسته دیگری")), oldSlug);
  });

  it("unpublishes and archives: the present leaves every public place", async () => {
    const draft = await createDraft(draftInput("تخفیف اتاق جلسه"));
    await desk.withdrawAfterPublishing(draft.id, async () =>
      expect(await publicView(draft.slug, "تخفیف اتاق جلسه")).toEqual(HIDDEN),
    );
  });

  it("refuses an edit made against a version someone else has already changed (409)", async () => {
    const draft = await createDraft(draftInput("بسته تابستانی"));
    await desk.expectStaleEditRefused(
      draft.id,
      { summary: "یک ماه میز اشتراکی تابستانی با تخفیف." },
      { summary: "متنی که دیر رسید و پذیرفته نمی‌شود." },
    );
  });

  it("restores an earlier version: its fields come back, on the public API too", async () => {
    const draft = await createDraft(draftInput("بسته پاییزی"));
    await act("publish", draft.id);
    const restored = await desk.expectEditUndone(draft.id, {
      edit: { title: "عنوانی که پشیمان شدیم", price_toman: "", original_price_toman: null, valid_until: "" },
      edited: { title: "عنوانی که پشیمان شدیم", price_toman: null, original_price_toman: null, valid_until: null },
      restored: {
        title: "بسته پاییزی",
        price_toman: 1_500_000,
        original_price_toman: 2_000_000,
        valid_until: LAST_DAY.instant.toISOString(),
      },
    });
    const detail = await publicJson<PresentDetail>(presentSlug, `?slug=${encodeURIComponent(restored.slug)}`);
    expect(detail).toMatchObject({ title: "بسته پاییزی", price: 15_000_000 });
  });

  it("writes every change to the audit log with before and after, each action named in Persian", async () => {
    const draft = await createDraft(draftInput("بسته زمستانی"));
    await desk.expectEditAudited(
      draft.id,
      { kind: "package" },
      { before: { kind: "discount" }, after: { kind: "package", version: 2 } },
    );
  });

  it("answers mistakes field by field in Persian, the prices' order too", async () => {
    const response = await call(accounts.editor, "create", {
      body: {
        title: "",
        summary: "کوتاه",
        kind: "coupon",
        price_toman: "یک",
        valid_until: "1405/13/40",
        slug: "نامک با فاصله",
      },
    });
    expect(response.status).toBe(422);
    const errors = (await response.json()) as Array<{ field: string; message: string }>;
    expect(errors.map((e) => e.field)).toEqual(
      expect.arrayContaining(["title", "summary", "description", "kind", "price_toman", "valid_until", "slug"]),
    );
    expect(errors.find((e) => e.field === "title")?.message).toBe("عنوان پیشنهاد الزامی است");
    const reversed = await call(accounts.editor, "create", {
      body: { ...draftInput(), price_toman: "۲,۰۰۰,۰۰۰", original_price_toman: "۱,۰۰۰,۰۰۰" },
    });
    expect(await reversed.json()).toEqual([{ field: "original_price_toman", message: PRICE_ORDER_MESSAGE }]);
    const draft = await createDraft(draftInput("بسته آزمایشی"));
    const raised = await call(accounts.editor, "patch", {
      params: { id: draft.id },
      body: { price_toman: "۳,۰۰۰,۰۰۰", version: 1 },
    });
    expect(await raised.json()).toEqual([{ field: "original_price_toman", message: PRICE_ORDER_MESSAGE }]);
    const square = await call(accounts.editor, "patch", {
      params: { id: draft.id },
      body: { image: `/api/v1/media/images/img-${"c".repeat(32)}-296x296.webp`, image_alt: "بسته هدیه", version: 1 },
    });
    expect(await square.json()).toEqual([{ field: "image", message: WIDE_IMAGE_EXPECTED_MESSAGE }]);
    expect((await call(accounts.editor, "readOne", { params: { id: 999_999 } })).status).toBe(404);
  });
});
