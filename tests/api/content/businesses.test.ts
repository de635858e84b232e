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
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as archive } from "@/app/api/v1/admin/content/businesses/[id]/archive/route";
import { POST as publish } from "@/app/api/v1/admin/content/businesses/[id]/publish/route";
import { GET as readOne, PATCH as patch } from "@/app/api/v1/admin/content/businesses/[id]/route";
import { POST as unpublish } from "@/app/api/v1/admin/content/businesses/[id]/unpublish/route";
import { POST as restore } from "@/app/api/v1/admin/content/businesses/[id]/versions/[version]/restore/route";
import { GET as versions } from "@/app/api/v1/admin/content/businesses/[id]/versions/route";
import { GET as list, POST as create } from "@/app/api/v1/admin/content/businesses/route";
import { GET as businessSlug } from "@/app/api/v1/business/slug/route";
import { GET as businessIndex } from "@/app/api/v1/businesses/index/route";
import { GET as search } from "@/app/api/v1/search/route";
import sitemap from "@/app/sitemap";
import { AUDIT_ACTIONS } from "@/components/desk/audit-labels";
import {
  LOGO_NOT_SQUARE_MESSAGE,
  MEMBER_PHOTO_NOT_SQUARE_MESSAGE,
  STALE_BUSINESS_MESSAGE,
} from "@/server/businesses/desk";
import { SLUG_TAKEN_MESSAGE } from "@/server/publishing/slugs";
import { auditLog, businesses } from "@/server/db/schema";
import { seedBusinesses } from "@/server/seed/businesses";
import { NOT_ALLOWED_MESSAGE } from "@/server/staff/access";
import { jalaliParts } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import type { BusinessDetail } from "@/shared/types/businesses";
import type { AdminBusiness, AdminBusinessListItem, ContentVersionItem } from "@/shared/types/content";
import type { SearchGroup } from "@/shared/types/search";
import { COVER_ALT_REQUIRED_MESSAGE } from "@/validation/content/business";
import { SLUG_MESSAGE } from "@/validation/content/fields";
import { SCHEDULED, answeredWith, deskCaller, recordInvalidations, type DeskCall } from "../../support/content-desk";
import { withFreshDatabase } from "../../support/database";
import { renderPage, serveApiRoutes, thrown, type ApiRoutes } from "../../support/page-harness";
import { getFrom, type RouteHandler } from "../../support/http";
import { staffAccount, userAccount, type Account } from "../../support/staff";

vi.mock("next/navigation", async (original) => ({
  ...(await original<typeof import("next/navigation")>()),
  useRouter: () => ({ push: () => {}, replace: () => {}, prefetch: () => {} }),
}));

const call = deskCaller("admin/content/businesses", "10.79.0.4");

/** A public read of the businesses API (or search). */
const publicGet = (handler: RouteHandler, query = "") => getFrom(handler, query, { path: "business/x" });

const ROUTES: ApiRoutes = {
  "/api/v1/business/slug": () => import("@/app/api/v1/business/slug/route"),
  "/api/v1/businesses/index": () => import("@/app/api/v1/businesses/index/route"),
};

const businessPage = () => import("@/app/(site)/businesses/[slug]/page");

/** The public page at /businesses/{slug}: "rendered", a 404 or a redirect (the digest Next reads). */
const pageOutcome = (slug: string) => thrown(renderPage(businessPage(), { slug }));

/** What the public sees of a business with this slug: in the list, by its slug, in search, in the sitemap, its page. */
async function publicView(slug: string, name: string) {
  const listed = (await (await publicGet(businessIndex, "?per-page=50")).json()) as BusinessDetail[];
  const bySlug = await publicGet(businessSlug, `?slug=${encodeURIComponent(slug)}`);
  const groups = (await (await publicGet(search, `?q=${encodeURIComponent(name)}`)).json()) as SearchGroup[];
  const urls = (await sitemap()).map((entry) => decodeURI(entry.url));
  return {
    listed: listed.some((b) => b.slug === slug),
    api: bySlug.status,
    searched:
      groups.find((g) => g.type === "business")?.items.some((hit) => hit.url === `/businesses/${slug}`) ?? false,
    inSitemap: urls.some((url) => url.endsWith(`/businesses/${slug}`)),
    page: await pageOutcome(slug),
  };
}

const HIDDEN = { listed: false, api: 404, searched: false, inSitemap: false, page: "NEXT_HTTP_ERROR_FALLBACK;404" };
const SHOWN = { listed: true, api: 200, searched: true, inSitemap: true, page: "rendered" };

const thisYear = jalaliParts(new Date()).year;
const nextYear = thisYear + 1;

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

const answered = <T = AdminBusiness>(calling: Promise<Response>, status = 200) => answeredWith<T>(calling, status);

describe("the content desk's businesses", () => {
  const database = withFreshDatabase();
  serveApiRoutes(ROUTES, () => seedBusinesses(database.handle().db));
  const db = () => database.handle().db;
  let admin: Account, editor: Account, reviewer: Account, user: Account;

  beforeAll(async () => {
    [admin, editor, reviewer, user] = await Promise.all([
      staffAccount(db(), "admin"),
      staffAccount(db(), "editor", [], "ویراستار"),
      staffAccount(db(), "reviewer"),
      userAccount(),
    ]);
  });
  afterEach(() => vi.useRealTimers());

  /** A new business by the editor (a draft). */
  const createDraft = (body: Record<string, unknown> = draftInput()) => answered(call(editor, create, { body }), 201);
  /** A write to business `id` that must succeed (by the editor unless `account` says otherwise). */
  const act = (handler: RouteHandler, id: number, body: unknown = {}, account: Account = editor) =>
    answered(call(account, handler, { params: { id }, body }));

  it("lets editors and admins in, and no one else; the seeded businesses stay public", async () => {
    const [seeded] = await db().select().from(businesses).orderBy(asc(businesses.id)).limit(1);
    const id = seeded!.id;
    const routes: Array<[RouteHandler, DeskCall]> = [
      [list, {}],
      [create, { body: draftInput() }],
      [readOne, { params: { id } }],
      [patch, { params: { id }, body: { name: "نام دستکاری‌شده", version: seeded!.version } }],
      [publish, { params: { id }, body: {} }],
      [unpublish, { params: { id }, body: {} }],
      [archive, { params: { id }, body: {} }],
      [versions, { params: { id } }],
      [restore, { params: { id, version: 1 }, body: {} }],
    ];
    for (const [handler, request] of routes) {
      const statuses = await Promise.all(
        [null, user, reviewer].map(async (account) => (await call(account, handler, request)).status),
      );
      expect(statuses).toEqual([401, 403, 403]);
    }
    expect(await answered<{ message: string }>(call(reviewer, list), 403)).toMatchObject({
      message: NOT_ALLOWED_MESSAGE,
    });
    // Nothing was written by those refused.
    expect(await db().select().from(businesses).where(eq(businesses.id, id))).toEqual([seeded]);
    const total = (await db().select({ id: businesses.id }).from(businesses)).length;

    const adminList = await call(admin, list, { query: "?per-page=3" });
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
    const drafts = (await (await call(editor, list, { query: "?status=draft" })).json()) as AdminBusinessListItem[];
    expect(drafts.map((b) => b.id)).toEqual([draft.id]);

    const published = await act(publish, draft.id, { version: 1 });
    expect(published).toMatchObject({ status: "published", is_public: true, publish_at: null, version: 2 });
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
    const scheduled = await act(publish, draft.id, { publish_at: SCHEDULED.text, version: 1 });
    expect(scheduled).toMatchObject({
      status: "published",
      is_public: false,
      publish_at: SCHEDULED.instant.toISOString(),
    });
    const waiting = (await (
      await call(editor, list, { query: "?status=scheduled" })
    ).json()) as AdminBusinessListItem[];
    expect(waiting.map((b) => b.id)).toEqual([draft.id]);
    const listed = (await (await publicGet(businessIndex, "?per-page=50")).json()) as BusinessDetail[];
    expect(listed.some((b) => b.id === draft.id)).toBe(false);
    expect((await publicGet(businessSlug, `?slug=${encodeURIComponent(draft.slug)}`)).status).toBe(404);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(SCHEDULED.instant.getTime() + 60_000));
    expect((await publicGet(businessSlug, `?slug=${encodeURIComponent(draft.slug)}`)).status).toBe(200);
    const searched = (await (await publicGet(search, `?q=${encodeURIComponent(name)}`)).json()) as SearchGroup[];
    expect(searched.find((g) => g.type === "business")?.items.map((hit) => hit.id)).toContain(draft.id);
  });

  it("refuses an edit made against a version someone else has already changed (409)", async () => {
    const draft = await createDraft(draftInput("کمدیار"));
    expect(
      (
        await call(editor, patch, {
          params: { id: draft.id },
          body: { tagline: "نسخه همکار اول از معرفی", version: 1 },
        })
      ).status,
    ).toBe(200);
    const stale = await call(admin, patch, {
      params: { id: draft.id },
      body: { tagline: "نسخه همکار دوم که دیر رسید", version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toBe(STALE_BUSINESS_MESSAGE);
    const [row] = await db().select().from(businesses).where(eq(businesses.id, draft.id));
    expect(row).toMatchObject({ tagline: "نسخه همکار اول از معرفی", version: 2 });
    expect((await call(editor, publish, { params: { id: draft.id }, body: { version: 1 } })).status).toBe(409);
  });

  it("keeps a changed slug answering: the API finds the business by its old slug and the page redirects permanently", async () => {
    const draft = await createDraft(draftInput("پارکینگ‌یار"));
    await act(publish, draft.id, { version: 1 });
    const oldSlug = draft.slug;
    const updated = await act(patch, draft.id, { slug: "parkingyar-۱۴۰۵", version: 2 });
    expect(updated).toMatchObject({
      slug: "parkingyar-1405",
      url: "/businesses/parkingyar-1405",
      former_slugs: [oldSlug],
      version: 3,
    });

    const byOld = await publicGet(businessSlug, `?slug=${encodeURIComponent(oldSlug)}`);
    expect(byOld.status).toBe(200);
    expect(((await byOld.json()) as BusinessDetail).slug).toBe("parkingyar-1405");
    expect(await pageOutcome(oldSlug)).toBe("NEXT_REDIRECT;replace;/businesses/parkingyar-1405;308;");
    expect(await publicView("parkingyar-1405", "پارکینگ‌یار")).toEqual(SHOWN);

    // The old slug stays reserved for its business.
    const other = await createDraft(draftInput("کسب‌وکاری دیگر"));
    const taken = await call(editor, patch, {
      params: { id: other.id },
      body: { slug: oldSlug, version: other.version },
    });
    expect(taken.status).toBe(422);
    expect(await taken.json()).toEqual([{ field: "slug", message: SLUG_TAKEN_MESSAGE }]);
  });

  it("unpublishes and archives: the business leaves the list, its address answers 404 and search forgets it", async () => {
    const first = await createDraft(draftInput("رمضان‌یار"));
    const second = await createDraft(draftInput("مهمان‌یار قدیمی"));
    await act(publish, first.id);
    await act(publish, second.id);
    expect(await publicView(first.slug, "رمضان‌یار")).toEqual(SHOWN);

    const marks = invalidated.length;
    expect(await act(unpublish, first.id, { version: 2 })).toMatchObject({
      status: "draft",
      is_public: false,
      version: 3,
    });
    expect(invalidated.slice(marks)).toContainEqual(["business", `business:${first.id}`]);
    expect(await publicView(first.slug, "رمضان‌یار")).toEqual(HIDDEN);

    expect(await act(archive, second.id)).toMatchObject({ status: "archived", is_public: false });
    expect(await publicView(second.slug, "مهمان‌یار قدیمی")).toEqual(HIDDEN);
    const archived = (await (
      await call(editor, list, { query: "?status=archived" })
    ).json()) as AdminBusinessListItem[];
    expect(archived.map((b) => b.id)).toEqual([second.id]);
  });

  it("restores an earlier version: its fields come back, on the public page too", async () => {
    const draft = await createDraft(draftInput("اینترنت‌یار"));
    await act(publish, draft.id);
    const rewritten = await act(patch, draft.id, {
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

    const history = (await (await call(editor, versions, { params: { id: draft.id } })).json()) as ContentVersionItem[];
    expect(history.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(history.at(-1)!.data).toMatchObject({
      name: "اینترنت‌یار",
      tagline: "زعفران کرمان، از مزرعه تا سفره",
      status: "draft",
    });
    expect(history[0]!.actor?.name).toContain("ویراستار");

    const restored = await answered(
      call(editor, restore, { params: { id: draft.id, version: 1 }, body: { version: 3 } }),
    );
    expect(restored).toMatchObject({
      tagline: "زعفران کرمان، از مزرعه تا سفره",
      website: "https://zafaranyar.ir",
      status: "published",
      version: 4,
    });
    const shown = (await (
      await publicGet(businessSlug, `?slug=${encodeURIComponent(draft.slug)}`)
    ).json()) as BusinessDetail;
    expect(shown.tagline).toBe("زعفران کرمان، از مزرعه تا سفره");
    expect((await call(editor, restore, { params: { id: draft.id, version: 99 }, body: {} })).status).toBe(404);
  });

  it("edits the gallery in its order: the public page shows the pictures so, and a picture that was never uploaded is refused", async () => {
    const draft = await createDraft(draftInput("گالری‌یار"));
    expect(draft.gallery).toEqual([]);
    const pictures = [
      { image: "/media/art/gallery/galleryar-1.svg", caption: "تیم در کارگاه بسته‌بندی" },
      { image: "/media/art/gallery/galleryar-2.svg", caption: "غرفه در نمایشگاه کرمان" },
    ];
    expect((await act(patch, draft.id, { gallery: pictures, version: 1 })).gallery).toEqual(pictures);
    const reordered = await act(patch, draft.id, { gallery: [pictures[1], pictures[0]], version: 2 });
    expect(reordered.gallery.map((p) => p.caption)).toEqual(["غرفه در نمایشگاه کرمان", "تیم در کارگاه بسته‌بندی"]);
    await act(publish, draft.id);
    const shown = (await (
      await publicGet(businessSlug, `?slug=${encodeURIComponent(draft.slug)}&expand=galleries`)
    ).json()) as BusinessDetail;
    expect(shown.galleries?.map((g) => g.caption)).toEqual(["غرفه در نمایشگاه کرمان", "تیم در کارگاه بسته‌بندی"]);

    const forged = await call(editor, patch, {
      params: { id: draft.id },
      body: {
        gallery: [
          { image: `/api/v1/media/images/img-${"c".repeat(32)}-1200x675.webp`, caption: "تصویری که بارگذاری نشده" },
        ],
        version: 4,
      },
    });
    expect(forged.status).toBe(422);
    expect(((await forged.json()) as Array<{ field: string }>).map((e) => e.field)).toEqual(["gallery.0.image"]);
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
    const saved = await act(patch, draft.id, { ...lists, version: 1 });
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

    await act(publish, draft.id);
    const shown = (await (
      await publicGet(
        businessSlug,
        `?slug=${encodeURIComponent(draft.slug)}&expand=stats,timeLines,timeLines.items,members`,
      )
    ).json()) as BusinessDetail;
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
    const cut = await act(patch, draft.id, { members: [lists.members[1]], stats: [], version: 3 });
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
    const kept = await answered<ContentVersionItem[]>(call(editor, versions, { params: { id: draft.id } }));
    const beforeCut = kept.find((version) => version.version === 3)!;
    const restored = await answered(
      call(editor, restore, { params: { id: draft.id, version: beforeCut.version }, body: { version: 4 } }),
    );
    expect(restored.members.map((member) => member.name)).toEqual(["سارا کریمی", "رضا امینی"]);
    expect(restored.stats.map((stat) => stat.value)).toEqual([1200, 35]);
  });

  it("refuses a figure, a day or a team photo it cannot keep, on the row's own field in Persian", async () => {
    const draft = await createDraft(draftInput("خطایار"));
    const refused = await call(editor, patch, {
      params: { id: draft.id },
      body: {
        stats: [{ label: "کاربر", value: "بسیار" }],
        timelines: [
          {
            title: "آغاز",
            year: "۱۴۰۰",
            items: [{ title: "ثبت شرکت", description: "ثبت رسمی شرکت در کرمان.", happened_at: "۱۴۰۰/۱۳/۰۱" }],
          },
        ],
        version: 1,
      },
    });
    expect(refused.status).toBe(422);
    const errors = (await refused.json()) as Array<{ field: string; message: string }>;
    expect(errors.map((e) => e.field).sort()).toEqual(["stats.0.value", "timelines.0.items.0.happened_at"]);
    expect(errors.find((e) => e.field === "timelines.0.items.0.happened_at")!.message).toBe(
      "تاریخ رویداد مسیر معتبر نیست؛ آن را مانند ۱۴۰۳/۰۵/۱۲ بنویسید.",
    );

    // A wide picture (a cover's size) as a face, and one that was never uploaded.
    const wide = await call(editor, patch, {
      params: { id: draft.id },
      body: {
        members: [
          { name: "مینا راد", role: "طراح", avatar: `/api/v1/media/images/img-${"d".repeat(32)}-480x270.webp` },
        ],
        version: 1,
      },
    });
    expect(wide.status).toBe(422);
    expect(await wide.json()).toEqual([{ field: "members.0.avatar", message: MEMBER_PHOTO_NOT_SQUARE_MESSAGE }]);
    const forged = await call(editor, patch, {
      params: { id: draft.id },
      body: {
        members: [
          { name: "مینا راد", role: "طراح", avatar: `/api/v1/media/images/img-${"d".repeat(32)}-296x296.webp` },
        ],
        version: 1,
      },
    });
    expect(forged.status).toBe(422);
    expect(((await forged.json()) as Array<{ field: string }>).map((e) => e.field)).toEqual(["members.0.avatar"]);
    // Nothing of the refused edits was kept.
    expect((await answered(call(editor, readOne, { params: { id: draft.id } }))).members).toEqual([]);
  });

  it("writes every change to the audit log with who, before and after, each action named in Persian", async () => {
    const draft = await createDraft(draftInput("دفاع‌یار"));
    await act(patch, draft.id, { name: "ارائه‌یار", version: 1 });
    await act(publish, draft.id);
    await act(archive, draft.id);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "business"), eq(auditLog.entityId, String(draft.id))))
      .orderBy(asc(auditLog.id));
    expect(entries.map((e) => e.action)).toEqual([
      "content.business.create",
      "content.business.update",
      "content.business.publish",
      "content.business.archive",
    ]);
    expect(entries.every((e) => e.actorId === editor.id && AUDIT_ACTIONS[e.action])).toBe(true);
    expect(entries[0]!.before).toBeNull();
    expect(entries[0]!.after).toMatchObject({ name: "دفاع‌یار", status: "draft", description: DESCRIPTION });
    expect(entries[1]!.before).toMatchObject({ name: "دفاع‌یار", version: 1 });
    expect(entries[1]!.after).toMatchObject({ name: "ارائه‌یار", version: 2 });
    expect(entries[3]!.after).toMatchObject({ status: "archived" });
  });

  it("answers mistakes field by field in Persian, and reads digits of any script", async () => {
    const response = await call(editor, create, {
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
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(
      expect.arrayContaining([
        { field: "name", message: "نام کسب‌وکار الزامی است" },
        { field: "description", message: "درباره کسب‌وکار باید بین ۲۰ و ۲۰,۰۰۰ کاراکتر باشد" },
        { field: "category", message: "حوزه فعالیت باید بین ۲ و ۶۰ کاراکتر باشد" },
        { field: "stage", message: "مرحله رشد باید یک مقدار معتبر باشد" },
        { field: "slug", message: SLUG_MESSAGE },
        { field: "website", message: "وب‌سایت باید یک نشانی وب معتبر باشد (با https://)." },
        {
          field: "founded_year",
          message: `سال شروع باید سالی میان ۱۳۰۰ و ${toPersianDigits(thisYear)} باشد (به تاریخ شمسی).`,
        },
        { field: "city", message: "شهر الزامی است" },
      ]),
    );
    const future = await call(editor, create, {
      body: { ...draftInput("آینده‌یار"), founded_year: toPersianDigits(nextYear) },
    });
    expect(future.status).toBe(422);
    expect(await future.json()).toEqual([
      {
        field: "founded_year",
        message: `سال شروع باید سالی میان ۱۳۰۰ و ${toPersianDigits(thisYear)} باشد (به تاریخ شمسی).`,
      },
    ]);
    // A name keeps its Persian digits as typed.
    expect((await createDraft(draftInput("پسته‌یار ۲"))).name).toBe("پسته‌یار ۲");
    // Persian and Arabic-Indic digits are read as numbers.
    const arabic = await createDraft({
      ...draftInput("رقم‌یار"),
      founded_year: String(thisYear - 1).replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]!),
    });
    expect(arabic.founded_year).toBe(thisYear - 1);
    // An uploaded logo or cover needs its text alternative.
    const noAlt = await call(editor, create, {
      body: { ...draftInput("تصویریار"), cover: `/api/v1/media/images/img-${"a".repeat(32)}-1200x675.webp` },
    });
    expect(noAlt.status).toBe(422);
    expect(await noAlt.json()).toEqual([{ field: "cover_alt", message: COVER_ALT_REQUIRED_MESSAGE }]);
    // A cover-shaped picture is not a logo.
    const wideLogo = await call(editor, patch, {
      params: { id: arabic.id },
      body: { logo: `/api/v1/media/images/img-${"a".repeat(32)}-1200x675.webp`, logo_alt: "نشان", version: 1 },
    });
    expect(wideLogo.status).toBe(422);
    expect(await wideLogo.json()).toEqual([{ field: "logo", message: LOGO_NOT_SQUARE_MESSAGE }]);
    const noVersion = await call(editor, patch, { params: { id: arabic.id }, body: { name: "نامی بی‌نسخه" } });
    expect(noVersion.status).toBe(422);
    expect(await noVersion.json()).toEqual([{ field: "version", message: "نسخه محتوا معتبر نیست." }]);
    expect((await call(editor, readOne, { params: { id: 999_999 } })).status).toBe(404);
  });
});
