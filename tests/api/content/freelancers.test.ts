// @vitest-environment jsdom
// Freelancers' profiles in the content desk (issue 14) on a database seeded with the site's
// freelancers, the public API served on a local port so the freelancer's page (/freelancers/{id})
// reads it as it does in production: a new freelancer is a draft nowhere public; published, it is
// in the list, its category's count, the cities, its page (with its Person data), search and the
// sitemap; unpublished or archived it is gone; a stale edit is refused (409); a restored version
// brings its fields back (its social links too); the hourly rate is typed in toman and kept in
// rial; every write is audited; the role matrix; Persian 422s.
import { and, asc, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as categoryList } from "@/app/api/v1/freelancer/category-list/route";
import { GET as cityList } from "@/app/api/v1/freelancer/city-list/route";
import { GET as freelancerList } from "@/app/api/v1/freelancer/index/route";
import { GET as freelancerView } from "@/app/api/v1/freelancer/view/route";
import { RESUME_CONSENT_MESSAGE, STALE_FREELANCER_MESSAGE } from "@/server/freelancers/desk";
import { auditLog, freelancerCategories, freelancers } from "@/server/db/schema";
import { publicFreelancer } from "@/server/freelancers/queries";
import { seedFreelancers } from "@/server/seed/freelancers";
import type { AdminFreelancer, AdminFreelancerListItem } from "@/shared/types/freelancers";
import type { Freelancer, FreelancerCategory, FreelancerCity } from "@/shared/types/freelancers";
import { recordInvalidations } from "../../support/content-desk";
import { PUBLICLY_HIDDEN, PUBLICLY_SHOWN, publicReader, searchFinds, sitemapHas } from "../../support/content-public";
import { renderedWithData, type ApiRoutes } from "../../support/page-harness";
import { servedContentDesk } from "../../support/served-content-desk";

vi.mock("next/navigation", async (original) =>
  (await import("../../support/next-mocks")).staticNavigation(original, "/freelancers"),
);

/** Public reads of the freelancers API. */
const { get: publicGet, json: publicJson } = publicReader("freelancer/x");

const ROUTES: ApiRoutes = {
  "/api/v1/freelancer/view": () => import("@/app/api/v1/freelancer/view/route"),
  "/api/v1/freelancer/index": () => import("@/app/api/v1/freelancer/index/route"),
};

const freelancerPage = () => import("@/app/(site)/freelancers/[id]/page");

const NAME = "آرمان شریفی";
const CITY = "زرند";
const BIO = ["شش سال **طراحی رابط کاربری** برای فروشگاه‌های آنلاین.", "", "- طراحی در Figma", "- سیستم طراحی"].join(
  "\n",
);

const invalidated = recordInvalidations();

describe("the content desk's freelancers", () => {
  const desk = servedContentDesk<AdminFreelancer>({
    routes: ROUTES,
    seed: seedFreelancers,
    path: "freelancers",
    ip: "10.79.0.7",
    table: freelancers,
    audit: "freelancer",
    staleMessage: STALE_FREELANCER_MESSAGE,
  });
  const { accounts, call, act, answered, db } = desk;
  let category: { id: number; slug: string };

  beforeAll(async () => {
    const [design] = await db().select().from(freelancerCategories).where(eq(freelancerCategories.slug, "design"));
    category = design!;
  });

  /** What the public sees of a freelancer: the list, its API answer, its category's count, the cities, site search, the sitemap, its page (and its Person data). */
  async function publicView(freelancer: { id: number; name: string }) {
    const listed = await publicJson<Freelancer[]>(freelancerList, "?per-page=50");
    const categories = await publicJson<FreelancerCategory[]>(categoryList);
    const counted = await db()
      .select({ id: freelancers.id })
      .from(freelancers)
      .where(and(eq(freelancers.categoryId, category.id), publicFreelancer()));
    const cities = await publicJson<FreelancerCity[]>(cityList);
    const path = `/freelancers/${freelancer.id}`;
    // Search and the sitemap read before the page renders, the order these checks have always run in.
    const searched = await searchFinds("freelancer", freelancer.name, path);
    const inSitemap = await sitemapHas(path);
    const { page, data } = await renderedWithData<{ name?: string }>(
      freelancerPage,
      { id: String(freelancer.id) },
      "Person",
    );
    return {
      listed: listed.some((shown) => shown.id === freelancer.id),
      api: (await publicGet(freelancerView, `?id=${freelancer.id}`)).status,
      countRight: categories.find((c) => c.id === category.id)?.freelancers_count === counted.length,
      // Nobody in the seed works from Zarand.
      inCities: cities.some((city) => city.name === CITY),
      searched,
      inSitemap,
      page,
      person: data?.name ?? null,
    };
  }

  const HIDDEN = { ...PUBLICLY_HIDDEN, countRight: true, inCities: false, person: null };
  const shown = (name: string) => ({ ...PUBLICLY_SHOWN, countRight: true, inCities: true, person: name });

  const draftInput = (name = NAME): Record<string, unknown> => ({
    category_id: String(category.id),
    name,
    title: "طراح رابط کاربری",
    city: CITY,
    bio: BIO,
    skills: "Figma، سیستم طراحی\nتحقیق کاربر",
    years_of_experience: "۶",
    hourly_rate_toman: "۳۵۰٬۰۰۰",
    available: true,
    instagram: "@arman.ui",
    linkedin: "https://www.linkedin.com/in/arman-sharifi",
  });
  const createDraft = (body: Record<string, unknown> = draftInput()) => desk.createDraft(body);

  it("lets editors and admins in, and no one else; the seeded freelancers are public, the unpublished one a draft", async () => {
    const [seeded] = await db().select().from(freelancers).orderBy(asc(freelancers.id)).limit(1);
    await desk.expectStaffOnly(seeded!, draftInput(), { name: "نام دستکاری‌شده" });

    const all = await answered<AdminFreelancerListItem[]>(call(accounts.admin, "list", { query: "?per-page=50" }));
    expect(all.filter((f) => f.status === "draft").map((f) => f.name)).toEqual(["بهاره میرزایی"]);
    expect(
      all
        .filter((f) => f.status === "published")
        .every((f) => f.is_public && f.url === `/freelancers/${f.id}` && f.category.name),
    ).toBe(true);
    expect((await publicJson<Freelancer[]>(freelancerList, "?per-page=50")).length).toBe(all.length - 1);
    const full = await answered(call(accounts.admin, "readOne", { params: { id: seeded!.id } }));
    expect(full.hourly_rate_toman * 10).toBe(seeded!.hourlyRate);
  });

  it("creates a draft no public place shows; published, it is in the list, its category, the cities, its page, search and the sitemap", async () => {
    const draft = await createDraft();
    expect(draft).toMatchObject({
      name: NAME,
      bio: BIO,
      city: CITY,
      category: { id: category.id },
      skills: ["Figma", "سیستم طراحی", "تحقیق کاربر"],
      years_of_experience: 6,
      hourly_rate_toman: 350_000,
      available: true,
      instagram: "https://instagram.com/arman.ui",
      linkedin: "https://www.linkedin.com/in/arman-sharifi",
      twitter: null,
      status: "draft",
      is_public: false,
      version: 1,
    });
    expect(draft.avatar).toMatch(/^\/media\/art\/avatar\//);
    expect(await desk.row(draft.id)).toMatchObject({ hourlyRate: 3_500_000 });
    expect(await publicView(draft)).toEqual(HIDDEN);

    const marks = invalidated.length;
    await desk.publishNow(draft.id);
    expect(invalidated.slice(marks)).toContainEqual(["freelancer", `freelancer:${draft.id}`]);
    expect(await publicView(draft)).toEqual(shown(NAME));
    expect(await publicJson<Freelancer>(freelancerView, `?id=${draft.id}`)).toMatchObject({
      hourly_rate: 3_500_000,
      social: { instagram: "https://instagram.com/arman.ui", linkedin: "https://www.linkedin.com/in/arman-sharifi" },
    });

    await desk.unpublish(draft.id, 2);
    expect(await publicView(draft)).toEqual(HIDDEN);
    await act("publish", draft.id);
    await desk.archive(draft.id);
    expect(await publicView(draft)).toEqual(HIDDEN);
  });

  it("refuses a stale edit (409) and restores an earlier version, its links too", async () => {
    const draft = await createDraft(draftInput("الهام نیک‌نام"));
    await act("publish", draft.id);
    const stale = await call(accounts.admin, "patch", {
      params: { id: draft.id },
      body: { title: "عنوان قدیمی", version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toBe(STALE_FREELANCER_MESSAGE);

    const edited = await act("patch", draft.id, {
      instagram: null,
      telegram: "@elham_nik",
      available: "false",
      hourly_rate_toman: "۵۰۰٬۰۰۰",
      version: 2,
    });
    expect(edited).toMatchObject({
      instagram: null,
      telegram: "https://t.me/elham_nik",
      linkedin: "https://www.linkedin.com/in/arman-sharifi",
      available: false,
      hourly_rate_toman: 500_000,
    });
    await desk.expectHistory(draft.id, [3, 2, 1]);

    const restored = await desk.restore(draft.id, 1, 3);
    expect(restored).toMatchObject({
      instagram: "https://instagram.com/arman.ui",
      telegram: null,
      available: true,
      hourly_rate_toman: 350_000,
      status: "published",
      version: 4,
    });
    expect((await publicJson<Freelancer>(freelancerView, `?id=${draft.id}`)).social).toEqual({
      instagram: "https://instagram.com/arman.ui",
      linkedin: "https://www.linkedin.com/in/arman-sharifi",
    });
  });

  it("hides a resume from the page or takes it off the profile, never shows one for the freelancer; a restore leaves it so", async () => {
    const [shown] = await db()
      .select()
      .from(freelancers)
      .where(eq(freelancers.resumePublic, true))
      .orderBy(asc(freelancers.id))
      .limit(1);
    const before = await answered(call(accounts.editor, "readOne", { params: { id: shown!.id } }));
    expect(before).toMatchObject({
      resume_public: true,
      resume_url: expect.stringContaining("/api/v1/freelancer/resume"),
    });
    const detail = () => publicJson<Freelancer>(freelancerView, `?id=${shown!.id}`);
    expect((await detail()).resume_url).toBe(before.resume_url);

    const hidden = await act("patch", shown!.id, { resume_public: false, version: before.version });
    expect(hidden).toMatchObject({ resume_public: false, resume_url: before.resume_url, version: before.version + 1 });
    expect((await detail()).resume_url).toBeUndefined();
    expect(invalidated.at(-1)).toEqual(expect.arrayContaining([`freelancer:${shown!.id}`]));
    // Only the freelancer can show it again.
    const shownAgain = await call(accounts.editor, "patch", {
      params: { id: shown!.id },
      body: { resume_public: true, version: hidden.version },
    });
    expect(await shownAgain.json()).toEqual([{ field: "resume_public", message: RESUME_CONSENT_MESSAGE }]);

    const removed = await act("patch", shown!.id, { resume_url: null, version: hidden.version });
    expect(removed).toMatchObject({ resume_public: false, resume_url: null });
    const [logged] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "freelancer"), eq(auditLog.entityId, String(shown!.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(logged).toMatchObject({ before: { resume_url: before.resume_url }, after: { resume_url: null } });

    const restored = await answered(
      call(accounts.editor, "restore", {
        params: { id: shown!.id, version: before.version },
        body: { version: removed.version },
      }),
    );
    expect(restored).toMatchObject({ resume_public: false, resume_url: null });
    expect((await detail()).resume_url).toBeUndefined();
  });

  it("writes every change to the audit log with before and after, each action named in Persian", async () => {
    const draft = await createDraft(draftInput("کیانا موسوی"));
    await desk.expectEditAudited(
      draft.id,
      { city: "راور" },
      { before: { city: CITY }, after: { city: "راور", version: 2 } },
      ["create", "update", "publish"],
    );
  });

  it("answers mistakes field by field in Persian", async () => {
    const response = await call(accounts.editor, "create", {
      body: {
        name: "",
        city: "",
        bio: "کوتاه",
        skills: "",
        hourly_rate_toman: "۱۰۰",
        available: "شاید",
        twitter: "https://instagram.com/x",
      },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(
      expect.arrayContaining([
        { field: "category_id", message: "حوزه کاری الزامی است" },
        { field: "name", message: "نام فریلنسر الزامی است" },
        { field: "city", message: "شهر الزامی است" },
        { field: "skills", message: "مهارت‌ها الزامی است" },
        { field: "hourly_rate_toman", message: expect.stringContaining("نرخ ساعتی") },
        { field: "available", message: "وضعیت همکاری را انتخاب کنید: آماده پذیرش پروژه یا نه." },
        { field: "twitter", message: "نشانی ایکس (توییتر) باید از دامنه x.com یا twitter.com باشد" },
      ]),
    );
    const noAlt = await call(accounts.editor, "create", {
      body: { ...draftInput(), avatar: "/api/v1/media/images/img-0123456789abcdef0123456789abcdef-148x148.webp" },
    });
    expect(await noAlt.json()).toEqual([
      {
        field: "avatar_alt",
        message: "برای تصویر بارگذاری‌شده، متن جایگزین تصویر فریلنسر را بنویسید (آنچه تصویر نشان می‌دهد).",
      },
    ]);
    const noCategory = await call(accounts.editor, "create", { body: { ...draftInput(), category_id: 999_999 } });
    expect(await noCategory.json()).toEqual([
      { field: "category_id", message: "این حوزه پیدا نشد؛ حوزه دیگری انتخاب کنید." },
    ]);
  });
});
