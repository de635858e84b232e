// @vitest-environment jsdom
// Mentors' profiles in the content desk (issue 14) on a database seeded with the site's mentors, the
// public API served on a local port so the mentor's page (/mentors/{id}) and the session request
// form (/mentors/mentor-request) read it as they do in production: a new mentor is a draft nowhere
// public; published, it is in the list, its category's count, its page (with its Person data),
// the request form's choices, search and the sitemap (scheduled: only from its moment); unpublished
// or archived it is gone; a stale edit is refused (409); a restored version brings its fields back;
// the session price is typed in toman (Persian digits, separators) and kept in rial; an uploaded
// avatar needs its text alternative; every write is audited; the role matrix; Persian 422s.
import { and, asc, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as archive } from "@/app/api/v1/admin/content/mentors/[id]/archive/route";
import { POST as publish } from "@/app/api/v1/admin/content/mentors/[id]/publish/route";
import { GET as readOne, PATCH as patch } from "@/app/api/v1/admin/content/mentors/[id]/route";
import { POST as unpublish } from "@/app/api/v1/admin/content/mentors/[id]/unpublish/route";
import { POST as restore } from "@/app/api/v1/admin/content/mentors/[id]/versions/[version]/restore/route";
import { GET as versions } from "@/app/api/v1/admin/content/mentors/[id]/versions/route";
import { GET as list, POST as create } from "@/app/api/v1/admin/content/mentors/route";
import { GET as categoryList } from "@/app/api/v1/mentor/category-list/route";
import { GET as mentorList } from "@/app/api/v1/mentor/index/route";
import { GET as mentorView } from "@/app/api/v1/mentor/view/route";
import { GET as search } from "@/app/api/v1/search/route";
import sitemap from "@/app/sitemap";
import { AUDIT_ACTIONS } from "@/components/desk/audit-labels";
import { STALE_MENTOR_MESSAGE } from "@/server/mentors/desk";
import { auditLog, mentorCategories, mentors } from "@/server/db/schema";
import { publicMentor } from "@/server/mentors/queries";
import { seedMentors } from "@/server/seed/mentors";
import { NOT_ALLOWED_MESSAGE } from "@/server/staff/access";
import type { AdminMentor, AdminMentorListItem, ContentVersionItem } from "@/shared/types/content";
import type { Mentor, MentorCategory } from "@/shared/types/mentors";
import type { SearchGroup } from "@/shared/types/search";
import { SCHEDULED, answeredWith, deskCaller, recordInvalidations, type DeskCall } from "../../support/content-desk";
import { withFreshDatabase } from "../../support/database";
import { renderPage, serveApiRoutes, thrown, type ApiRoutes } from "../../support/page-harness";
import { getFrom, type RouteHandler } from "../../support/http";
import { staffAccount, userAccount, type Account } from "../../support/staff";

vi.mock("next/navigation", async (original) => ({
  ...(await original<typeof import("next/navigation")>()),
  useRouter: () => ({ push: () => {}, replace: () => {}, prefetch: () => {} }),
  usePathname: () => "/mentors",
  useSearchParams: () => new URLSearchParams(),
}));

const call = deskCaller("admin/content/mentors", "10.79.0.6");

/** A public read of the mentors API (or search). */
const publicGet = (handler: RouteHandler, query = "") => getFrom(handler, query, { path: "mentor/x" });

const ROUTES: ApiRoutes = {
  "/api/v1/mentor/view": () => import("@/app/api/v1/mentor/view/route"),
  "/api/v1/mentor/index": () => import("@/app/api/v1/mentor/index/route"),
  "/api/v1/mentor/category-list": () => import("@/app/api/v1/mentor/category-list/route"),
};

const mentorPage = () => import("@/app/(site)/mentors/[id]/page");
const requestFormPage = () => import("@/app/(site)/mentors/mentor-request/page");

const NAME = "پریسا رحیمی";
const BIO = ["پانزده سال **طراحی محصول** در استارتاپ‌های سلامت.", "", "- کشف مشتری", "- قیمت‌گذاری"].join("\n");

const answered = <T = AdminMentor>(calling: Promise<Response>, status = 200) => answeredWith<T>(calling, status);

const invalidated = recordInvalidations();

describe("the content desk's mentors", () => {
  const database = withFreshDatabase();
  serveApiRoutes(ROUTES, () => seedMentors(database.handle().db));
  const db = () => database.handle().db;
  let admin: Account, editor: Account, reviewer: Account, user: Account;
  let category: { id: number; slug: string };

  beforeAll(async () => {
    [admin, editor, reviewer, user] = await Promise.all([
      staffAccount(db(), "admin"),
      staffAccount(db(), "editor", [], "ویراستار"),
      staffAccount(db(), "reviewer"),
      userAccount(),
    ]);
    const [product] = await db().select().from(mentorCategories).where(eq(mentorCategories.slug, "product"));
    category = product!;
  });
  afterEach(() => vi.useRealTimers());

  /** What the public sees of a mentor: the list, its API answer, its category's count, site search, the sitemap, the request form's choices, its page (and its Person data). */
  async function publicView(mentor: { id: number; name: string }) {
    const listed = (await (await publicGet(mentorList, "?per-page=50")).json()) as Mentor[];
    const categories = (await (await publicGet(categoryList)).json()) as MentorCategory[];
    const counted = await db()
      .select({ id: mentors.id })
      .from(mentors)
      .where(and(eq(mentors.categoryId, category.id), publicMentor()));
    const groups = (await (await publicGet(search, `?q=${encodeURIComponent(mentor.name)}`)).json()) as SearchGroup[];
    const urls = (await sitemap()).map((entry) => entry.url);
    const path = `/mentors/${mentor.id}`;
    const form = await renderPage(requestFormPage(), {});
    const offered = [...form.container.querySelectorAll("option")].some((option) => option.value === String(mentor.id));
    form.container.remove();
    const page = await thrown(renderPage(mentorPage(), { id: String(mentor.id) }));
    let person: string | null = null;
    if (page === "rendered") {
      const { container } = await renderPage(mentorPage(), { id: String(mentor.id) });
      const data = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? "null") as { "@type"?: string; name?: string },
      );
      person = data.find((entry) => entry["@type"] === "Person")?.name ?? null;
      container.remove();
    }
    return {
      listed: listed.some((shown) => shown.id === mentor.id),
      api: (await publicGet(mentorView, `?id=${mentor.id}`)).status,
      // The category's count is the number of its public mentors.
      countRight: categories.find((c) => c.id === category.id)?.mentors_count === counted.length,
      searched: groups.find((g) => g.type === "mentor")?.items.some((hit) => hit.url === path) ?? false,
      inSitemap: urls.some((url) => url.endsWith(path)),
      offered,
      page,
      person,
    };
  }

  const HIDDEN = {
    listed: false,
    api: 404,
    countRight: true,
    searched: false,
    inSitemap: false,
    offered: false,
    page: "NEXT_HTTP_ERROR_FALLBACK;404",
    person: null,
  };
  const shown = (name: string) => ({
    listed: true,
    api: 200,
    countRight: true,
    searched: true,
    inSitemap: true,
    offered: true,
    page: "rendered",
    person: name,
  });

  const draftInput = (name = NAME): Record<string, unknown> => ({
    category_id: String(category.id),
    name,
    title: "مدیر محصول",
    company: "سلامت‌یار",
    bio: BIO,
    topics: "کشف مشتری، قیمت‌گذاری\nنقشه راه محصول",
    years_of_experience: "۱۵",
    session_price_toman: "۱٬۵۰۰٬۰۰۰",
    linkedin: "@parisa-rahimi",
  });
  /** A new mentor by the editor (a draft). */
  const createDraft = (body: Record<string, unknown> = draftInput()) => answered(call(editor, create, { body }), 201);
  /** A write to mentor `id` that must succeed (by the editor unless `account` says otherwise). */
  const act = (handler: RouteHandler, id: number, body: unknown = {}, account: Account = editor) =>
    answered(call(account, handler, { params: { id }, body }));

  it("lets editors and admins in, and no one else; the seeded mentors are public, the unpublished one a draft", async () => {
    const [seeded] = await db().select().from(mentors).orderBy(asc(mentors.id)).limit(1);
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
    expect(await db().select().from(mentors).where(eq(mentors.id, id))).toEqual([seeded]);

    const all = await answered<AdminMentorListItem[]>(call(admin, list, { query: "?per-page=50" }));
    const drafts = all.filter((m) => m.status === "draft");
    expect(drafts.map((m) => m.name)).toEqual(["مهدی کریمی"]);
    expect(
      all
        .filter((m) => m.status === "published")
        .every((m) => m.is_public && m.url === `/mentors/${m.id}` && m.category.name),
    ).toBe(true);
    const publicCount = ((await (await publicGet(mentorList, "?per-page=50")).json()) as Mentor[]).length;
    expect(publicCount).toBe(all.length - 1);
    const full = await answered(call(admin, readOne, { params: { id } }));
    expect(full.session_price_toman * 10).toBe(seeded!.sessionPrice);
  });

  it("creates a draft no public place shows; published, it is in the list, its category, its page, the request form, search and the sitemap", async () => {
    const draft = await createDraft();
    expect(draft).toMatchObject({
      name: NAME,
      bio: BIO,
      category: { id: category.id },
      topics: ["کشف مشتری", "قیمت‌گذاری", "نقشه راه محصول"],
      years_of_experience: 15,
      session_price_toman: 1_500_000,
      linkedin: "https://www.linkedin.com/in/parisa-rahimi",
      sessions_count: 0,
      avatar_alt: null,
      status: "draft",
      is_public: false,
      version: 1,
    });
    // The drawn initials until a photo is uploaded; the price kept in rial, as the public API answers it.
    expect(draft.avatar).toMatch(/^\/media\/art\/avatar\//);
    const [row] = await db().select().from(mentors).where(eq(mentors.id, draft.id));
    expect(row).toMatchObject({ sessionPrice: 15_000_000 });
    expect(await publicView(draft)).toEqual(HIDDEN);
    const drafts = await answered<AdminMentorListItem[]>(
      call(editor, list, { query: "?status=draft&sort=-created_at" }),
    );
    expect(drafts[0]!.id).toBe(draft.id);

    const marks = invalidated.length;
    const published = await act(publish, draft.id, { version: 1 });
    expect(published).toMatchObject({ status: "published", is_public: true, version: 2 });
    expect(invalidated.slice(marks)).toContainEqual(["mentor", `mentor:${draft.id}`]);
    expect(await publicView(draft)).toEqual(shown(NAME));
    const detail = (await (await publicGet(mentorView, `?id=${draft.id}`)).json()) as Mentor;
    expect(detail).toMatchObject({
      session_price: 15_000_000,
      company: "سلامت‌یار",
      topics: ["کشف مشتری", "قیمت‌گذاری", "نقشه راه محصول"],
    });
  });

  it("schedules a publication at a Jalali date and time: nothing shows until then", async () => {
    const draft = await createDraft(draftInput("کامران صادقی"));
    const scheduled = await act(publish, draft.id, { publish_at: SCHEDULED.text, version: 1 });
    expect(scheduled).toMatchObject({
      status: "published",
      is_public: false,
      publish_at: SCHEDULED.instant.toISOString(),
    });
    const waiting = await answered<AdminMentorListItem[]>(call(editor, list, { query: "?status=scheduled" }));
    expect(waiting.map((m) => m.id)).toEqual([draft.id]);
    expect((await publicGet(mentorView, `?id=${draft.id}`)).status).toBe(404);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(SCHEDULED.instant.getTime() + 60_000));
    expect((await publicGet(mentorView, `?id=${draft.id}`)).status).toBe(200);
    const listed = (await (await publicGet(mentorList, "?per-page=50")).json()) as Mentor[];
    expect(listed.map((m) => m.id)).toContain(draft.id);
  });

  it("unpublishes and archives: the mentor leaves every public place, the request form's choices too", async () => {
    const draft = await createDraft(draftInput("سارا نوروزی"));
    await act(publish, draft.id);
    expect(await act(unpublish, draft.id, { version: 2 })).toMatchObject({
      status: "draft",
      is_public: false,
      version: 3,
    });
    expect(await publicView(draft)).toEqual(HIDDEN);

    await act(publish, draft.id);
    expect(await act(archive, draft.id)).toMatchObject({ status: "archived", is_public: false });
    expect(await publicView(draft)).toEqual(HIDDEN);
  });

  it("refuses an edit made against a version someone else has already changed (409)", async () => {
    const draft = await createDraft(draftInput("بهرام یزدانی"));
    expect(
      (await call(editor, patch, { params: { id: draft.id }, body: { title: "مشاور بازاریابی", version: 1 } })).status,
    ).toBe(200);
    const stale = await call(admin, patch, { params: { id: draft.id }, body: { title: "مشاور فروش", version: 1 } });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toBe(STALE_MENTOR_MESSAGE);
    const [row] = await db().select().from(mentors).where(eq(mentors.id, draft.id));
    expect(row).toMatchObject({ title: "مشاور بازاریابی", version: 2 });
  });

  it("restores an earlier version: its fields come back, on the public API too", async () => {
    const draft = await createDraft(draftInput("نگار افشار"));
    await act(publish, draft.id);
    const edited = await act(patch, draft.id, {
      name: "نامی که پشیمان شدیم",
      company: null,
      linkedin: null,
      session_price_toman: "0",
      version: 2,
    });
    expect(edited).toMatchObject({
      name: "نامی که پشیمان شدیم",
      company: null,
      linkedin: null,
      session_price_toman: 0,
    });

    const history = await answered<ContentVersionItem[]>(call(editor, versions, { params: { id: draft.id } }));
    expect(history.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(history[0]!.actor?.name).toContain("ویراستار");

    const restored = await answered(
      call(editor, restore, { params: { id: draft.id, version: 1 }, body: { version: 3 } }),
    );
    expect(restored).toMatchObject({
      name: "نگار افشار",
      company: "سلامت‌یار",
      session_price_toman: 1_500_000,
      status: "published",
      version: 4,
    });
    const detail = (await (await publicGet(mentorView, `?id=${draft.id}`)).json()) as Mentor;
    expect(detail).toMatchObject({
      name: "نگار افشار",
      session_price: 15_000_000,
      linkedin: "https://www.linkedin.com/in/parisa-rahimi",
    });
    expect((await call(editor, restore, { params: { id: draft.id, version: 99 }, body: {} })).status).toBe(404);
  });

  it("writes every change to the audit log with before and after, each action named in Persian", async () => {
    const draft = await createDraft(draftInput("مریم کاظمی"));
    await act(patch, draft.id, { years_of_experience: "۱۶", version: 1 });
    await act(publish, draft.id);
    await act(unpublish, draft.id);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "mentor"), eq(auditLog.entityId, String(draft.id))))
      .orderBy(asc(auditLog.id));
    expect(entries.map((e) => e.action)).toEqual([
      "content.mentor.create",
      "content.mentor.update",
      "content.mentor.publish",
      "content.mentor.unpublish",
    ]);
    expect(entries.every((e) => e.actorId === editor.id && AUDIT_ACTIONS[e.action])).toBe(true);
    expect(entries[1]).toMatchObject({
      before: { years_of_experience: 15 },
      after: { years_of_experience: 16, version: 2 },
    });
  });

  it("answers mistakes field by field in Persian; an uploaded avatar needs its text alternative and must be one the desk uploaded", async () => {
    const response = await call(editor, create, {
      body: {
        name: "",
        title: "م",
        bio: "کوتاه",
        topics: "",
        years_of_experience: "بیست",
        session_price_toman: "-1",
        linkedin: "https://example.com/x",
      },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(
      expect.arrayContaining([
        { field: "category_id", message: "حوزه منتور الزامی است" },
        { field: "name", message: expect.stringContaining("نام منتور") },
        { field: "title", message: expect.stringContaining("عنوان شغلی") },
        { field: "bio", message: "معرفی منتور باید بین ۲۰ و ۲۰,۰۰۰ کاراکتر باشد" },
        { field: "topics", message: expect.stringContaining("موضوع‌های مشاوره") },
        { field: "years_of_experience", message: expect.stringContaining("سال‌های سابقه") },
        { field: "session_price_toman", message: expect.stringContaining("هزینه هر جلسه") },
        { field: "linkedin", message: "نشانی لینکدین باید از دامنه linkedin.com باشد" },
      ]),
    );
    const uploaded = "/api/v1/media/images/img-0123456789abcdef0123456789abcdef-148x148.webp";
    const noAlt = await call(editor, create, { body: { ...draftInput(), avatar: uploaded } });
    expect(await noAlt.json()).toEqual([
      {
        field: "avatar_alt",
        message: "برای تصویر بارگذاری‌شده، متن جایگزین تصویر منتور را بنویسید (آنچه تصویر نشان می‌دهد).",
      },
    ]);
    const notStored = await call(editor, create, {
      body: { ...draftInput(), avatar: uploaded, avatar_alt: "چهره خندان پریسا رحیمی" },
    });
    expect(await notStored.json()).toEqual([
      { field: "avatar", message: "این تصویر در سایت بارگذاری نشده است؛ نخست آن را بارگذاری کنید." },
    ]);
    const wide = await call(editor, create, {
      body: {
        ...draftInput(),
        avatar: "/api/v1/media/images/img-0123456789abcdef0123456789abcdef-1200x675.webp",
        avatar_alt: "چهره",
      },
    });
    expect(await wide.json()).toEqual([
      { field: "avatar", message: "تصویر منتور باید تصویری باشد که برای «لوگو یا چهره (مربع)» بارگذاری شده است." },
    ]);
    const noCategory = await call(editor, create, { body: { ...draftInput(), category_id: 999_999 } });
    expect(await noCategory.json()).toEqual([
      { field: "category_id", message: "این حوزه پیدا نشد؛ حوزه دیگری انتخاب کنید." },
    ]);
    const draft = await createDraft(draftInput("رضا فاضلی"));
    const noVersion = await call(editor, patch, { params: { id: draft.id }, body: { name: "بی‌نسخه" } });
    expect(await noVersion.json()).toEqual([{ field: "version", message: "نسخه محتوا معتبر نیست." }]);
    expect((await call(editor, readOne, { params: { id: 999_999 } })).status).toBe(404);
  });
});
