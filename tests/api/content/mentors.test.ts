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
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as categoryList } from "@/app/api/v1/mentor/category-list/route";
import { GET as mentorList } from "@/app/api/v1/mentor/index/route";
import { GET as mentorView } from "@/app/api/v1/mentor/view/route";
import { STALE_MENTOR_MESSAGE } from "@/server/mentors/desk";
import { mentorCategories, mentors } from "@/server/db/schema";
import { publicMentor } from "@/server/mentors/queries";
import { seedMentors } from "@/server/seed/mentors";
import type { AdminMentor, AdminMentorListItem } from "@/shared/types/mentors";
import type { Mentor, MentorCategory } from "@/shared/types/mentors";
import { recordInvalidations } from "../../support/content-desk";
import { PUBLICLY_HIDDEN, PUBLICLY_SHOWN, publicReader, searchFinds, sitemapHas } from "../../support/content-public";
import { renderPage, renderedWithData, type ApiRoutes } from "../../support/page-harness";
import { servedContentDesk } from "../../support/served-content-desk";

vi.mock("next/navigation", async (original) =>
  (await import("../../support/next-mocks")).staticNavigation(original, "/mentors"),
);

/** Public reads of the mentors API. */
const { get: publicGet, json: publicJson } = publicReader("mentor/x");

const ROUTES: ApiRoutes = {
  "/api/v1/mentor/view": () => import("@/app/api/v1/mentor/view/route"),
  "/api/v1/mentor/index": () => import("@/app/api/v1/mentor/index/route"),
  "/api/v1/mentor/category-list": () => import("@/app/api/v1/mentor/category-list/route"),
};

const mentorPage = () => import("@/app/(site)/mentors/[id]/page");
const requestFormPage = () => import("@/app/(site)/mentors/mentor-request/page");

const NAME = "پریسا رحیمی";
const BIO = ["پانزده سال **طراحی محصول** در استارتاپ‌های سلامت.", "", "- کشف مشتری", "- قیمت‌گذاری"].join("\n");

const invalidated = recordInvalidations();

describe("the content desk's mentors", () => {
  const desk = servedContentDesk<AdminMentor>({
    routes: ROUTES,
    seed: seedMentors,
    path: "mentors",
    ip: "10.79.0.6",
    table: mentors,
    audit: "mentor",
    staleMessage: STALE_MENTOR_MESSAGE,
  });
  const { accounts, call, act, answered, db } = desk;
  let category: { id: number; slug: string };

  beforeAll(async () => {
    const [product] = await db().select().from(mentorCategories).where(eq(mentorCategories.slug, "product"));
    category = product!;
  });

  /** What the public sees of a mentor: the list, its API answer, its category's count, site search, the sitemap, the request form's choices, its page (and its Person data). */
  async function publicView(mentor: { id: number; name: string }) {
    const listed = await publicJson<Mentor[]>(mentorList, "?per-page=50");
    const categories = await publicJson<MentorCategory[]>(categoryList);
    const counted = await db()
      .select({ id: mentors.id })
      .from(mentors)
      .where(and(eq(mentors.categoryId, category.id), publicMentor()));
    const path = `/mentors/${mentor.id}`;
    // Search and the sitemap read before the page renders, the order these checks have always run in.
    const searched = await searchFinds("mentor", mentor.name, path);
    const inSitemap = await sitemapHas(path);
    const form = await renderPage(requestFormPage(), {});
    const offered = [...form.container.querySelectorAll("option")].some((option) => option.value === String(mentor.id));
    form.container.remove();
    const { page, data } = await renderedWithData<{ name?: string }>(mentorPage, { id: String(mentor.id) }, "Person");
    return {
      listed: listed.some((shown) => shown.id === mentor.id),
      api: (await publicGet(mentorView, `?id=${mentor.id}`)).status,
      // The category's count is the number of its public mentors.
      countRight: categories.find((c) => c.id === category.id)?.mentors_count === counted.length,
      searched,
      inSitemap,
      offered,
      page,
      person: data?.name ?? null,
    };
  }

  const HIDDEN = { ...PUBLICLY_HIDDEN, countRight: true, offered: false, person: null };
  const shown = (name: string) => ({ ...PUBLICLY_SHOWN, countRight: true, offered: true, person: name });

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
  const createDraft = (body: Record<string, unknown> = draftInput()) => desk.createDraft(body);

  it("lets editors and admins in, and no one else; the seeded mentors are public, the unpublished one a draft", async () => {
    const [seeded] = await db().select().from(mentors).orderBy(asc(mentors.id)).limit(1);
    const id = seeded!.id;
    await desk.expectStaffOnly(seeded!, draftInput(), { name: "نام دستکاری‌شده" });

    const all = await answered<AdminMentorListItem[]>(call(accounts.admin, "list", { query: "?per-page=50" }));
    const drafts = all.filter((m) => m.status === "draft");
    expect(drafts.map((m) => m.name)).toEqual(["مهدی کریمی"]);
    expect(
      all
        .filter((m) => m.status === "published")
        .every((m) => m.is_public && m.url === `/mentors/${m.id}` && m.category.name),
    ).toBe(true);
    const publicCount = (await publicJson<Mentor[]>(mentorList, "?per-page=50")).length;
    expect(publicCount).toBe(all.length - 1);
    const full = await answered(call(accounts.admin, "readOne", { params: { id } }));
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
    expect(await desk.row(draft.id)).toMatchObject({ sessionPrice: 15_000_000 });
    expect(await publicView(draft)).toEqual(HIDDEN);
    const drafts = await answered<AdminMentorListItem[]>(
      call(accounts.editor, "list", { query: "?status=draft&sort=-created_at" }),
    );
    expect(drafts[0]!.id).toBe(draft.id);

    const marks = invalidated.length;
    await desk.publishNow(draft.id);
    expect(invalidated.slice(marks)).toContainEqual(["mentor", `mentor:${draft.id}`]);
    expect(await publicView(draft)).toEqual(shown(NAME));
    expect(await publicJson<Mentor>(mentorView, `?id=${draft.id}`)).toMatchObject({
      session_price: 15_000_000,
      company: "سلامت‌یار",
      topics: ["کشف مشتری", "قیمت‌گذاری", "نقشه راه محصول"],
    });
  });

  it("schedules a publication at a Jalali date and time: nothing shows until then", async () => {
    const draft = await createDraft(draftInput("کامران صادقی"));
    await desk.expectPublicFromScheduledMoment(draft.id, {
      status: async () => (await publicGet(mentorView, `?id=${draft.id}`)).status,
      ids: async () => (await publicJson<Mentor[]>(mentorList, "?per-page=50")).map((m) => m.id),
    });
  });

  it("unpublishes and archives: the mentor leaves every public place, the request form's choices too", async () => {
    const draft = await createDraft(draftInput("سارا نوروزی"));
    await desk.withdrawAfterPublishing(draft.id, async () => expect(await publicView(draft)).toEqual(HIDDEN));
  });

  it("refuses an edit made against a version someone else has already changed (409)", async () => {
    const draft = await createDraft(draftInput("بهرام یزدانی"));
    const row = await desk.expectStaleEditRefused(draft.id, { title: "مشاور بازاریابی" }, { title: "مشاور فروش" });
    expect(row).toMatchObject({ title: "مشاور بازاریابی", version: 2 });
  });

  it("restores an earlier version: its fields come back, on the public API too", async () => {
    const draft = await createDraft(draftInput("نگار افشار"));
    await act("publish", draft.id);
    await desk.expectEditUndone(draft.id, {
      edit: { name: "نامی که پشیمان شدیم", company: null, linkedin: null, session_price_toman: "0" },
      edited: { name: "نامی که پشیمان شدیم", company: null, linkedin: null, session_price_toman: 0 },
      restored: { name: "نگار افشار", company: "سلامت‌یار", session_price_toman: 1_500_000 },
    });
    expect(await publicJson<Mentor>(mentorView, `?id=${draft.id}`)).toMatchObject({
      name: "نگار افشار",
      session_price: 15_000_000,
      linkedin: "https://www.linkedin.com/in/parisa-rahimi",
    });
    await desk.expectNoSuchVersion(draft.id);
  });

  it("writes every change to the audit log with before and after, each action named in Persian", async () => {
    const draft = await createDraft(draftInput("مریم کاظمی"));
    await desk.expectEditAudited(
      draft.id,
      { years_of_experience: "۱۶" },
      { before: { years_of_experience: 15 }, after: { years_of_experience: 16, version: 2 } },
    );
  });

  it("answers mistakes field by field in Persian; an uploaded avatar needs its text alternative and must be one the desk uploaded", async () => {
    const response = await call(accounts.editor, "create", {
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
    const noAlt = await call(accounts.editor, "create", { body: { ...draftInput(), avatar: uploaded } });
    expect(await noAlt.json()).toEqual([
      {
        field: "avatar_alt",
        message: "برای تصویر بارگذاری‌شده، متن جایگزین تصویر منتور را بنویسید (آنچه تصویر نشان می‌دهد).",
      },
    ]);
    const notStored = await call(accounts.editor, "create", {
      body: { ...draftInput(), avatar: uploaded, avatar_alt: "چهره خندان پریسا رحیمی" },
    });
    expect(await notStored.json()).toEqual([
      { field: "avatar", message: "این تصویر در سایت بارگذاری نشده است؛ نخست آن را بارگذاری کنید." },
    ]);
    const wide = await call(accounts.editor, "create", {
      body: {
        ...draftInput(),
        avatar: "/api/v1/media/images/img-0123456789abcdef0123456789abcdef-1200x675.webp",
        avatar_alt: "چهره",
      },
    });
    expect(await wide.json()).toEqual([
      { field: "avatar", message: "تصویر منتور باید تصویری باشد که برای «لوگو یا چهره (مربع)» بارگذاری شده است." },
    ]);
    const noCategory = await call(accounts.editor, "create", { body: { ...draftInput(), category_id: 999_999 } });
    expect(await noCategory.json()).toEqual([
      { field: "category_id", message: "این حوزه پیدا نشد؛ حوزه دیگری انتخاب کنید." },
    ]);
    const draft = await createDraft(draftInput("رضا فاضلی"));
    await desk.expectCommonRefusals(draft.id, { name: "بی‌نسخه" });
  });
});
