// @vitest-environment jsdom
// The content desk's businesses (issue 14) on a database seeded with the site's businesses, the
// public API served on a local port so the public page (/businesses/{slug}) and the sitemap read it
// as they do in production: a draft is nowhere public; publishing shows it in the list, the page,
// search and the sitemap (a Jalali schedule only from its moment); unpublishing takes it off again;
// a changed slug still answers (the page redirects 308); a stale edit is refused (409); a restored
// version brings its fields back; every write is audited; the role matrix; Persian 422s with
// digits of any script.
import { within } from "@testing-library/react";
import { and, asc, desc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { GET as businessSlug } from "@/app/api/v1/business/slug/route";
import { GET as businessIndex } from "@/app/api/v1/businesses/index/route";
import {
  LOGO_NOT_SQUARE_MESSAGE,
  MEMBER_PHOTO_NOT_SQUARE_MESSAGE,
  STALE_BUSINESS_MESSAGE,
} from "@/server/businesses/desk";
import { auditLog, businesses } from "@/server/db/schema";
import { seedBusinesses } from "@/server/seed/businesses";
import { jalaliParts } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import type { BusinessDetail } from "@/shared/types/businesses";
import type { ContentVersionItem } from "@/shared/types/content";
import type { AdminBusiness, AdminBusinessListItem } from "@/shared/types/businesses";
import { COVER_ALT_REQUIRED_MESSAGE } from "@/validation/content/business";
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

/** Public reads of the businesses API (or search). */
const { get: publicGet, json: publicJson } = publicReader("business/x");

const ROUTES: ApiRoutes = {
  "/api/v1/business/slug": () => import("@/app/api/v1/business/slug/route"),
  "/api/v1/businesses/index": () => import("@/app/api/v1/businesses/index/route"),
};

const businessPage = () => import("@/app/(site)/businesses/[slug]/page");

/** The public page at /businesses/{slug}: "rendered", a 404 or a redirect (the digest Next reads). */
const pageOutcome = (slug: string) => thrown(renderPage(businessPage(), { slug }));

/** What the public sees of a business with this slug: in the list, by its slug, in search, in the sitemap, its page. */
async function publicView(slug: string, name: string) {
  const listed = await publicJson<BusinessDetail[]>(businessIndex, "?per-page=50");
  return {
    listed: listed.some((b) => b.slug === slug),
    api: (await publicGet(businessSlug, `?slug=${encodeURIComponent(slug)}`)).status,
    searched: await searchFinds("business", name, `/businesses/${slug}`),
    inSitemap: await sitemapHas(`/businesses/${slug}`),
    page: await pageOutcome(slug),
  };
}

const thisYear = jalaliParts(new Date()).year;
const nextYear = thisYear + 1;
/** The address of an uploaded image (hash letter repeated, size), as the desk's upload answers it. */
const uploaded = (hash: string, size: string) => `/api/v1/media/images/img-${hash.repeat(32)}-${size}.webp`;
const FOUNDED_YEAR_ERROR = {
  field: "founded_year",
  message: `سال شروع باید سالی میان ۱۳۰۰ و ${toPersianDigits(thisYear)} باشد (به تاریخ شمسی).`,
};

const NAME = "زعفران‌یار کرمان";
const DESCRIPTION = [
  "## آنچه می‌کنیم",
  "زعفران کشاورزان جنوب کرمان را با **۳ درجه** کیفیت بسته‌بندی و به فروشگاه‌ها می‌رساند.",
  "- بسته‌بندی در محل",
  "- فروش آنلاین",
].join("\n");

const draftInput = (name = NAME) => ({
  name,
  tagline: "زعفران کرمان، از مزرعه تا سفره",
  description: DESCRIPTION,
  category: "کشاورزی",
  stage: "mvp",
  website: "https://zafaranyar.ir",
  founded_year: toPersianDigits(thisYear - 2),
  city: "کرمان",
});

/** The tags of the cached answers each write drops, as the entry's cache bridge (server.mjs) hears them. */
const invalidated = recordInvalidations();

describe("the content desk's businesses", () => {
  const desk = servedContentDesk<AdminBusiness>({
    routes: ROUTES,
    seed: seedBusinesses,
    path: "businesses",
    ip: "10.79.0.4",
    table: businesses,
    audit: "business",
    staleMessage: STALE_BUSINESS_MESSAGE,
  });
  const { accounts, call, act, answered, db } = desk;

  /** A new business by the editor (a draft). */
  const createDraft = (body: Record<string, unknown> = draftInput()) => desk.createDraft(body);

  it("lets editors and admins in, and no one else; the seeded businesses stay public", async () => {
    const [seeded] = await db().select().from(businesses).orderBy(asc(businesses.id)).limit(1);
    await desk.expectStaffOnly(seeded!, draftInput(), { name: "نام دستکاری‌شده" });
    const total = (await db().select({ id: businesses.id }).from(businesses)).length;

    const adminList = await call(accounts.admin, "list", { query: "?per-page=3" });
    expect(adminList.headers.get("x-pagination-total-count")).toBe(String(total));
    const firstThree = (await adminList.json()) as AdminBusinessListItem[];
    expect(firstThree).toHaveLength(3);
    expect(firstThree.every((b) => b.status === "published" && b.is_public && b.url === `/businesses/${b.slug}`)).toBe(
      true,
    );
    expect(await publicView(seeded!.slug, seeded!.name)).toEqual(SHOWN);
  });

  it("creates a draft, which no public place shows, then publishes it everywhere and drops the cached answers", async () => {
    const marks = invalidated.length;
    const draft = await createDraft();
    expect(draft).toMatchObject({
      name: NAME,
      slug: "زعفران-یار-کرمان",
      status: "draft",
      is_public: false,
      version: 1,
      description: DESCRIPTION,
      founded_year: thisYear - 2,
      stage_label: "نمونه اولیه",
      former_slugs: [],
    });
    expect(draft.logo).toMatch(/^\/media\/art\/logo\//);
    expect(await publicView(draft.slug, NAME)).toEqual(HIDDEN);
    expect(invalidated.length).toBe(marks);
    expect(await desk.listedIds("draft")).toEqual([draft.id]);

    await desk.publishNow(draft.id, { publish_at: null });
    expect(invalidated.slice(marks)).toContainEqual(["business", `business:${draft.id}`]);
    expect(await publicView(draft.slug, NAME)).toEqual(SHOWN);
    const { container } = await renderPage(businessPage(), { slug: draft.slug });
    expect(within(container).getByRole("heading", { level: 1 }).textContent).toBe(NAME);
    expect(within(container).getByRole("heading", { level: 3, name: "آنچه می‌کنیم" })).toBeTruthy();
    expect(container.textContent?.includes("۳ درجه")).toBe(true);
    expect(container.textContent?.includes(toPersianDigits(thisYear - 2))).toBe(true);

    // The same name again gets the next free slug.
    expect((await createDraft()).slug).toBe(`${draft.slug}-2`);
  });

  it("schedules a publication at a Jalali date and time: nothing shows until then", async () => {
    const name = "نوروزیار";
    const draft = await createDraft(draftInput(name));
    await desk.expectPublicFromScheduledMoment(draft.id, {
      idsBefore: async () => (await publicJson<BusinessDetail[]>(businessIndex, "?per-page=50")).map((b) => b.id),
      status: async () => (await publicGet(businessSlug, `?slug=${encodeURIComponent(draft.slug)}`)).status,
      ids: () => searchHitIds("business", name),
    });
  });

  it("refuses an edit made against a version someone else has already changed (409)", async () => {
    const draft = await createDraft(draftInput("کمدیار"));
    const row = await desk.expectStaleEditRefused(
      draft.id,
      { tagline: "نسخه همکار اول از معرفی" },
      { tagline: "نسخه همکار دوم که دیر رسید" },
    );
    expect(row).toMatchObject({ tagline: "نسخه همکار اول از معرفی", version: 2 });
    await desk.expectStalePublishRefused(draft.id);
  });

  it("keeps a changed slug answering: the API finds the business by its old slug and the page redirects permanently", async () => {
    const draft = await createDraft(draftInput("پارکینگ‌یار"));
    await act("publish", draft.id, { version: 1 });
    const oldSlug = draft.slug;
    await desk.changeSlug(draft.id, oldSlug, "parkingyar-۱۴۰۵", {
      slug: "parkingyar-1405",
      url: "/businesses/parkingyar-1405",
    });

    await expectFormerSlugAnswering(
      () => publicGet(businessSlug, `?slug=${encodeURIComponent(oldSlug)}`),
      () => pageOutcome(oldSlug),
      "parkingyar-1405",
      "/businesses/parkingyar-1405",
    );
    expect(await publicView("parkingyar-1405", "پارکینگ‌یار")).toEqual(SHOWN);

    // The old slug stays reserved for its business.
    await desk.expectSlugReserved(await createDraft(draftInput("کسب‌وکاری دیگر")), oldSlug);
  });

  it("unpublishes and archives: the business leaves the list, its address answers 404 and search forgets it", async () => {
    const first = await createDraft(draftInput("رمضان‌یار"));
    const second = await createDraft(draftInput("مهمان‌یار قدیمی"));
    await desk.expectTwoWithdrawn(first, second, {
      view: (business) => publicView(business.slug, business.name),
      shown: SHOWN,
      hidden: HIDDEN,
      invalidated,
      tags: (id) => ["business", `business:${id}`],
    });
  });

  it("restores an earlier version: its fields come back, on the public page too", async () => {
    const draft = await createDraft(draftInput("اینترنت‌یار"));
    await act("publish", draft.id);
    const rewritten = await act("patch", draft.id, {
      tagline: "معرفی تازه‌ای که پشیمان شدیم",
      website: null,
      founded_year: "",
      version: 2,
    });
    expect(rewritten).toMatchObject({
      tagline: "معرفی تازه‌ای که پشیمان شدیم",
      website: null,
      founded_year: thisYear - 2,
    });

    const history = await desk.expectHistory(draft.id, [3, 2, 1]);
    expect(history.at(-1)!.data).toMatchObject({
      name: "اینترنت‌یار",
      tagline: "زعفران کرمان، از مزرعه تا سفره",
      status: "draft",
    });

    const restored = await desk.restore(draft.id, 1, 3);
    expect(restored).toMatchObject({
      tagline: "زعفران کرمان، از مزرعه تا سفره",
      website: "https://zafaranyar.ir",
      status: "published",
      version: 4,
    });
    const shown = await publicJson<BusinessDetail>(businessSlug, `?slug=${encodeURIComponent(draft.slug)}`);
    expect(shown.tagline).toBe("زعفران کرمان، از مزرعه تا سفره");
    await desk.expectNoSuchVersion(draft.id);
  });

  it("edits the gallery in its order: the public page shows the pictures so, and a picture that was never uploaded is refused", async () => {
    const draft = await createDraft(draftInput("گالری‌یار"));
    expect(draft.gallery).toEqual([]);
    const pictures = [
      { image: "/media/art/gallery/galleryar-1.svg", caption: "تیم در کارگاه بسته‌بندی" },
      { image: "/media/art/gallery/galleryar-2.svg", caption: "غرفه در نمایشگاه کرمان" },
    ];
    expect((await act("patch", draft.id, { gallery: pictures, version: 1 })).gallery).toEqual(pictures);
    const reordered = await act("patch", draft.id, { gallery: [pictures[1], pictures[0]], version: 2 });
    expect(reordered.gallery.map((p) => p.caption)).toEqual(["غرفه در نمایشگاه کرمان", "تیم در کارگاه بسته‌بندی"]);
    await act("publish", draft.id);
    const shown = await publicJson<BusinessDetail>(
      businessSlug,
      `?slug=${encodeURIComponent(draft.slug)}&expand=galleries`,
    );
    expect(shown.galleries?.map((g) => g.caption)).toEqual(["غرفه در نمایشگاه کرمان", "تیم در کارگاه بسته‌بندی"]);

    await desk.expectRefusedFields(
      desk.edit(draft.id, {
        gallery: [{ image: uploaded("c", "1200x675"), caption: "تصویری که بارگذاری نشده" }],
        version: 4,
      }),
      ["gallery.0.image"],
    );
  });

  it("edits the figures, the path and the team in their order: the public page shows them so, the log keeps before and after, and a restored version brings them back", async () => {
    const draft = await createDraft(draftInput("تیم‌یار"));
    expect([draft.stats, draft.timelines, draft.members]).toEqual([[], [], []]);
    const lists = {
      stats: [
        { label: "کاربر فعال", value: "۱٬۲۰۰", unit: "نفر" },
        { label: "قرارداد", value: "35" },
      ],
      timelines: [
        {
          title: "ساخت نمونه",
          year: "۱۴۰۱",
          items: [{ title: "نخستین مشتری", description: "فروش نخستین بسته‌ها در کرمان.", happened_at: "۱۴۰۱/۰۵/۱۲" }],
        },
        { title: "رشد", year: 1402, items: [] },
      ],
      members: [
        { name: "سارا کریمی", role: "هم‌بنیان‌گذار" },
        { name: "رضا امینی", role: "مدیر فروش", avatar: "/media/art/avatar/reza.svg" },
      ],
    };
    const saved = await act("patch", draft.id, { ...lists, version: 1 });
    expect(saved.stats).toEqual([
      { label: "کاربر فعال", value: 1200, unit: "نفر" },
      { label: "قرارداد", value: 35, unit: null },
    ]);
    // ۱۴۰۱/۰۵/۱۲ is 3 August 2022, kept as noon on Tehran's clock.
    expect(saved.timelines).toEqual([
      {
        title: "ساخت نمونه",
        year: 1401,
        items: [
          {
            title: "نخستین مشتری",
            description: "فروش نخستین بسته‌ها در کرمان.",
            happened_at: "2022-08-03T08:30:00.000Z",
          },
        ],
      },
      { title: "رشد", year: 1402, items: [] },
    ]);
    // A member without a photo gets the drawn face with their initials.
    expect(saved.members[0]!.avatar).toMatch(/^\/media\/art\/avatar\/.+\.svg\?label=/);
    expect(saved.members[1]).toEqual({ name: "رضا امینی", role: "مدیر فروش", avatar: "/media/art/avatar/reza.svg" });

    await act("publish", draft.id);
    const shown = await publicJson<BusinessDetail>(
      businessSlug,
      `?slug=${encodeURIComponent(draft.slug)}&expand=stats,timeLines,timeLines.items,members`,
    );
    expect(shown.stats?.map((stat) => [stat.label, stat.value])).toEqual([
      ["کاربر فعال", 1200],
      ["قرارداد", 35],
    ]);
    expect(shown.timeLines?.map((chapter) => [chapter.title, chapter.items?.map((item) => item.title)])).toEqual([
      ["ساخت نمونه", ["نخستین مشتری"]],
      ["رشد", []],
    ]);
    expect(shown.members?.map((member) => member.name)).toEqual(["سارا کریمی", "رضا امینی"]);

    // Reordered and cut down; the log keeps both lists.
    const cut = await act("patch", draft.id, { members: [lists.members[1]], stats: [], version: 3 });
    expect(cut.members.map((member) => member.name)).toEqual(["رضا امینی"]);
    expect(cut.stats).toEqual([]);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "business"),
          eq(auditLog.entityId, String(draft.id)),
          eq(auditLog.action, "content.business.update"),
        ),
      )
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect((entry!.before as { members: unknown[] }).members).toHaveLength(2);
    expect((entry!.after as { members: unknown[] }).members).toHaveLength(1);

    // The version before the cut brings the team and the figures back.
    const kept = await answered<ContentVersionItem[]>(call(accounts.editor, "versions", { params: { id: draft.id } }));
    const beforeCut = kept.find((version) => version.version === 3)!;
    const restored = await answered(
      call(accounts.editor, "restore", { params: { id: draft.id, version: beforeCut.version }, body: { version: 4 } }),
    );
    expect(restored.members.map((member) => member.name)).toEqual(["سارا کریمی", "رضا امینی"]);
    expect(restored.stats.map((stat) => stat.value)).toEqual([1200, 35]);
  });

  it("refuses a figure, a day or a team photo it cannot keep, on the row's own field in Persian", async () => {
    const draft = await createDraft(draftInput("خطایار"));
    const refused = await desk.edit(draft.id, {
      stats: [{ label: "کاربر", value: "بسیار" }],
      timelines: [
        {
          title: "آغاز",
          year: "۱۴۰۰",
          items: [{ title: "ثبت شرکت", description: "ثبت رسمی شرکت در کرمان.", happened_at: "۱۴۰۰/۱۳/۰۱" }],
        },
      ],
      version: 1,
    });
    expect(refused.status).toBe(422);
    const errors = (await refused.json()) as Array<{ field: string; message: string }>;
    expect(errors.map((e) => e.field).sort()).toEqual(["stats.0.value", "timelines.0.items.0.happened_at"]);
    expect(errors.find((e) => e.field === "timelines.0.items.0.happened_at")!.message).toBe(
      "تاریخ رویداد مسیر معتبر نیست؛ آن را مانند ۱۴۰۳/۰۵/۱۲ بنویسید.",
    );

    // A wide picture (a cover's size) as a face, and one that was never uploaded.
    await desk.expectFieldErrors(
      desk.edit(draft.id, {
        members: [{ name: "مینا راد", role: "طراح", avatar: uploaded("d", "480x270") }],
        version: 1,
      }),
      [{ field: "members.0.avatar", message: MEMBER_PHOTO_NOT_SQUARE_MESSAGE }],
    );
    await desk.expectRefusedFields(
      desk.edit(draft.id, {
        members: [{ name: "مینا راد", role: "طراح", avatar: uploaded("d", "296x296") }],
        version: 1,
      }),
      ["members.0.avatar"],
    );
    // Nothing of the refused edits was kept.
    expect((await answered(call(accounts.editor, "readOne", { params: { id: draft.id } }))).members).toEqual([]);
  });

  it("writes every change to the audit log with who, before and after, each action named in Persian", async () => {
    const draft = await createDraft(draftInput("دفاع‌یار"));
    await act("patch", draft.id, { name: "ارائه‌یار", version: 1 });
    await act("publish", draft.id);
    await act("archive", draft.id);
    const entries = await desk.expectAudited(draft.id, ["create", "update", "publish", "archive"]);
    expect(entries[0]!.before).toBeNull();
    expect(entries[0]!.after).toMatchObject({ name: "دفاع‌یار", status: "draft", description: DESCRIPTION });
    expect(entries[1]!.before).toMatchObject({ name: "دفاع‌یار", version: 1 });
    expect(entries[1]!.after).toMatchObject({ name: "ارائه‌یار", version: 2 });
    expect(entries[3]!.after).toMatchObject({ status: "archived" });
  });

  it("answers mistakes field by field in Persian, and reads digits of any script", async () => {
    await desk.expectFieldErrors(
      call(accounts.editor, "create", {
        body: {
          name: "",
          tagline: "کوتاه",
          description: "خیلی کوتاه",
          category: "ک",
          stage: "unicorn",
          slug: "Bad Slug!",
          website: "zafaranyar",
          founded_year: "۱۲۰۰",
          city: "",
        },
      }),
      [
        { field: "name", message: "نام کسب‌وکار الزامی است" },
        { field: "description", message: "درباره کسب‌وکار باید بین ۲۰ و ۲۰,۰۰۰ کاراکتر باشد" },
        { field: "category", message: "حوزه فعالیت باید بین ۲ و ۶۰ کاراکتر باشد" },
        { field: "stage", message: "مرحله رشد باید یک مقدار معتبر باشد" },
        { field: "slug", message: SLUG_MESSAGE },
        { field: "website", message: "وب‌سایت باید یک نشانی وب معتبر باشد (با https://)." },
        FOUNDED_YEAR_ERROR,
        { field: "city", message: "شهر الزامی است" },
      ],
      true,
    );
    await desk.expectFieldErrors(
      call(accounts.editor, "create", {
        body: { ...draftInput("آینده‌یار"), founded_year: toPersianDigits(nextYear) },
      }),
      [FOUNDED_YEAR_ERROR],
    );
    // A name keeps its Persian digits as typed.
    expect((await createDraft(draftInput("پسته‌یار ۲"))).name).toBe("پسته‌یار ۲");
    // Persian and Arabic-Indic digits are read as numbers.
    const arabic = await createDraft({
      ...draftInput("رقم‌یار"),
      founded_year: String(thisYear - 1).replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]!),
    });
    expect(arabic.founded_year).toBe(thisYear - 1);
    // An uploaded logo or cover needs its text alternative.
    await desk.expectFieldErrors(
      call(accounts.editor, "create", {
        body: { ...draftInput("تصویریار"), cover: uploaded("a", "1200x675") },
      }),
      [{ field: "cover_alt", message: COVER_ALT_REQUIRED_MESSAGE }],
    );
    // A cover-shaped picture is not a logo.
    await desk.expectFieldErrors(
      desk.edit(arabic.id, {
        logo: uploaded("a", "1200x675"),
        logo_alt: "نشان",
        version: 1,
      }),
      [{ field: "logo", message: LOGO_NOT_SQUARE_MESSAGE }],
    );
    await desk.expectCommonRefusals(arabic.id, { name: "نامی بی‌نسخه" });
  });
});
