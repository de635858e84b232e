// @vitest-environment jsdom
// Hi-tech projects in the content desk (issue 14) on a database seeded with the site's projects, the
// public API served on a local port so the project's page (/projects/{id}) and its cooperation
// request page read it as they do in production: the seeded projects stay public (the hidden one a
// draft); a new project is a draft nowhere public; published, it is in the projects list, its page,
// the similar projects of its field, search and the sitemap; unpublished or archived it is gone, its
// request page answers 404 and the API refuses a request for it; a stale edit is refused (409); a
// restored version brings its fields back; the budget is typed in toman and kept in rial; an uploaded
// cover needs its text alternative; every write is audited; the role matrix; Persian 422s.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as proposalCreate } from "@/app/api/v1/hitech/hitech-proposal-create/route";
import { GET as projectIndex } from "@/app/api/v1/hitech/index/route";
import { GET as similarProjects } from "@/app/api/v1/hitech/similar-hitech/route";
import { GET as projectView } from "@/app/api/v1/hitech/view/route";
import { STALE_PROJECT_MESSAGE } from "@/server/hitech/desk";
import { hitechProjects } from "@/server/db/schema";
import { seedHitech } from "@/server/seed/hitech";
import { setSmsProvider } from "@/server/sms";
import type { AdminHitechProject, AdminHitechProjectListItem } from "@/shared/types/hitech";
import type { HitechProject } from "@/shared/types/hitech";
import { PROJECT_COVER_ALT_REQUIRED_MESSAGE } from "@/validation/content/hitech";
import { solvedCaptcha } from "../../support/captcha";
import { WIDE_IMAGE_EXPECTED_MESSAGE } from "@/server/media/images";
import { recordInvalidations } from "../../support/content-desk";
import {
  NOT_FOUND_PAGE,
  PUBLICLY_HIDDEN,
  PUBLICLY_SHOWN,
  publicReader,
  searchFinds,
  sitemapHas,
} from "../../support/content-public";
import { renderPage, thrown, type ApiRoutes } from "../../support/page-harness";
import { postJson } from "../../support/http";
import { servedContentDesk } from "../../support/served-content-desk";

vi.mock("next/navigation", async (original) =>
  (await import("../../support/next-mocks")).staticNavigation(original, "/projects"),
);

/** Public reads of the hitech API. */
const { get: publicGet, json: publicJson } = publicReader("hitech/x");

const ROUTES: ApiRoutes = {
  "/api/v1/hitech/index": () => import("@/app/api/v1/hitech/index/route"),
  "/api/v1/hitech/view": () => import("@/app/api/v1/hitech/view/route"),
  "/api/v1/hitech/similar-hitech": () => import("@/app/api/v1/hitech/similar-hitech/route"),
};

const projectPage = () => import("@/app/(site)/projects/[id]/page");
const requestPage = () => import("@/app/(site)/projects/[id]/hitech-request/page");

let copperId = 0;

/** What the public sees of a project: the list, its API answer, the similar projects of the seeded mining one, site search, the sitemap, its page and its request page. */
async function publicView(project: { id: number; title: string }) {
  const listed = await publicJson<HitechProject[]>(projectIndex, "?per-page=50");
  const similar = await publicJson<HitechProject[]>(similarProjects, `?id=${copperId}`);
  const path = `/projects/${project.id}`;
  return {
    listed: listed.some((shown) => shown.id === project.id),
    api: (await publicGet(projectView, `?id=${project.id}`)).status,
    similar: similar.some((shown) => shown.id === project.id),
    searched: await searchFinds("project", project.title, path),
    inSitemap: await sitemapHas(path),
    page: await thrown(renderPage(projectPage(), { id: String(project.id) })),
    requestPage: await thrown(renderPage(requestPage(), { id: String(project.id) })),
  };
}

const HIDDEN = { ...PUBLICLY_HIDDEN, similar: false, requestPage: NOT_FOUND_PAGE };
const SHOWN = { ...PUBLICLY_SHOWN, similar: true, requestPage: "rendered" };

const TITLE = "پایش ارتعاش سنگ‌شکن‌های معدن مس";
const DESCRIPTION = [
  "پایش **ارتعاش** سنگ‌شکن‌ها برای پیش‌بینی خرابی.",
  "",
  "- حسگرهای بی‌سیم",
  "- داشبورد نگهداری",
].join("\n");
const NEEDS = ["مهندس ارتعاشات", "توسعه‌دهنده داشبورد"];

const invalidated = recordInvalidations();

describe("the content desk's hi-tech projects", () => {
  const desk = servedContentDesk<AdminHitechProject>({
    routes: ROUTES,
    seed: seedHitech,
    path: "projects",
    ip: "10.79.0.6",
    table: hitechProjects,
    audit: "hitech",
    staleMessage: STALE_PROJECT_MESSAGE,
  });
  const { accounts, call, act, answered, db } = desk;

  beforeAll(async () => {
    setSmsProvider({ name: "test", send: async () => {} });
    const [copper] = await db()
      .select()
      .from(hitechProjects)
      .where(eq(hitechProjects.slug, "copper-mine-sensor-monitoring"));
    copperId = copper!.id;
  });
  afterAll(() => {
    setSmsProvider(undefined);
  });

  const draftInput = (title = TITLE): Record<string, unknown> => ({
    title,
    summary: "پیش‌بینی خرابی سنگ‌شکن‌ها با داده ارتعاش، کنار تیم نگهداری معدن.",
    description: DESCRIPTION,
    field: "mining",
    stage: "recruiting",
    partner: "شرکت ملی صنایع مس ایران",
    needs: NEEDS.join("\n"),
    technologies: ["IoT", "Python"],
    budget_toman: "۱۲۰٬۰۰۰٬۰۰۰",
    duration_months: "۸",
  });
  /** A new project by the editor (a draft). */
  const createDraft = (body: Record<string, unknown> = draftInput()) => desk.createDraft(body);
  /** A cooperation request for the project, as a visitor sends it. */
  const propose = async (project: { id: number }) =>
    postJson(
      proposalCreate,
      {
        project_id: String(project.id),
        applicant_type: "فرد",
        full_name: "حمید صادقی",
        mobile: "۰۹۱۳۹۸۷۶۵۴۳",
        email: "hamid.sadeghi@example.com",
        role: NEEDS[0],
        experience: "پنج سال تحلیل ارتعاش ماشین‌آلات دوار در صنایع معدنی.",
        proposal: "طراحی شبکه حسگر ارتعاش و مدل پیش‌بینی خرابی سنگ‌شکن‌ها را بر عهده می‌گیرم.",
        duration_months: "۶",
        ...(await solvedCaptcha()),
      },
      { path: "hitech/hitech-proposal-create" },
    );

  it("lets editors and admins in, and no one else; the seeded projects stay public, the hidden one a draft", async () => {
    const [seeded] = await db().select().from(hitechProjects).orderBy(asc(hitechProjects.id)).limit(1);
    await desk.expectStaffOnly(seeded!, draftInput(), { title: "عنوان دستکاری‌شده" });

    const all = await answered<AdminHitechProjectListItem[]>(call(accounts.admin, "list", { query: "?per-page=50" }));
    expect(all).toHaveLength(9);
    expect(all.filter((p) => p.status === "published" && p.is_public && p.url === `/projects/${p.id}`)).toHaveLength(8);
    expect(all.filter((p) => p.status === "draft")).toHaveLength(1);
    const listed = await publicJson<HitechProject[]>(projectIndex, "?per-page=50");
    expect(listed).toHaveLength(8);
    // The stage is still the public API's `status`; the budget is read in toman.
    const full = await answered(call(accounts.admin, "readOne", { params: { id: copperId } }));
    expect(full).toMatchObject({
      stage: "recruiting",
      stage_label: "در حال جذب همکار",
      field: "mining",
      budget_toman: 180_000_000,
    });
    expect(listed.find((p) => p.id === copperId)).toMatchObject({ status: "recruiting", budget: 1_800_000_000 });
  });

  it("creates a draft no public place shows; published, it is in the list, its page, the similar projects, search, the sitemap, and takes requests", async () => {
    const draft = await createDraft();
    expect(draft).toMatchObject({
      title: TITLE,
      description: DESCRIPTION,
      field: "mining",
      stage: "recruiting",
      needs: NEEDS,
      technologies: ["IoT", "Python"],
      budget_toman: 120_000_000,
      duration_months: 8,
      cover_alt: null,
      status: "draft",
      is_public: false,
      version: 1,
      url: `/projects/${draft.id}`,
    });
    expect(draft.cover).toMatch(/^\/media\/art\/project\//);
    // Kept in rial, as the public API answers it.
    expect(await desk.row(draft.id)).toMatchObject({ budget: 1_200_000_000, durationMonths: 8 });
    expect(await publicView(draft)).toEqual(HIDDEN);
    const refused = await propose(draft);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual([{ field: "project_id", message: "پروژه انتخاب‌شده پیدا نشد." }]);
    const drafts = await answered<AdminHitechProjectListItem[]>(
      call(accounts.editor, "list", { query: "?status=draft" }),
    );
    expect(drafts.map((p) => p.id)).toContain(draft.id);

    const marks = invalidated.length;
    await desk.publishNow(draft.id);
    expect(invalidated.slice(marks)).toContainEqual(["hitech", `hitech:${draft.id}`]);
    expect(await publicView(draft)).toEqual(SHOWN);
    expect(await publicJson<HitechProject>(projectView, `?id=${draft.id}`)).toMatchObject({
      title: TITLE,
      status: "recruiting",
      field_title: "معدن و صنایع معدنی",
      budget: 1_200_000_000,
      needs: NEEDS,
      cover_alt: `تصویر پروژه ${TITLE}`,
    });
    expect((await propose(draft)).status).toBe(201);
  });

  it("unpublishes and archives: the project leaves every public place, its request page answers 404 and requests are refused", async () => {
    const draft = await createDraft(draftInput("هوشمندسازی تهویه تونل‌های معدن"));
    await desk.withdrawAfterPublishing(draft.id, async () => {
      expect(await publicView(draft)).toEqual(HIDDEN);
      expect((await propose(draft)).status).toBe(422);
    });
    expect(await desk.listedIds("archived")).toEqual([draft.id]);
  });

  it("refuses an edit made against a version someone else has already changed (409)", async () => {
    const draft = await createDraft(draftInput("ردیابی کامیون‌های معدن"));
    const row = await desk.expectStaleEditRefused(draft.id, { partner: "معدن مس سرچشمه" }, { partner: "معدن گل‌گهر" });
    expect(row).toMatchObject({ partner: "معدن مس سرچشمه", version: 2 });
  });

  it("restores an earlier version: its fields come back, on the public API too", async () => {
    const draft = await createDraft(draftInput("نقشه‌برداری پهپادی معادن روباز"));
    await act("publish", draft.id);
    await desk.expectEditUndone(draft.id, {
      edit: { title: "عنوانی که پشیمان شدیم", stage: "completed", budget_toman: "", technologies: "" },
      edited: { title: "عنوانی که پشیمان شدیم", stage: "completed", budget_toman: null, technologies: [] },
      afterEdit: async () =>
        expect((await publicJson<HitechProject>(projectView, `?id=${draft.id}`)).status).toBe("completed"),
      restored: { title: "نقشه‌برداری پهپادی معادن روباز", stage: "recruiting", budget_toman: 120_000_000 },
    });
    expect(await publicJson<HitechProject>(projectView, `?id=${draft.id}`)).toMatchObject({
      title: "نقشه‌برداری پهپادی معادن روباز",
      status: "recruiting",
      budget: 1_200_000_000,
      technologies: ["IoT", "Python"],
    });
    await desk.expectNoSuchVersion(draft.id);
  });

  it("writes every change to the audit log with before and after, each action named in Persian", async () => {
    const draft = await createDraft(draftInput("پیش‌بینی عیار با داده حفاری"));
    await desk.expectEditAudited(
      draft.id,
      { stage: "in-progress" },
      { before: { stage: "recruiting", version: 1 }, after: { stage: "in-progress", version: 2 } },
    );
  });

  it("answers mistakes field by field in Persian; an uploaded cover needs its text alternative", async () => {
    const response = await call(accounts.editor, "create", {
      body: {
        title: "",
        summary: "کوتاه",
        field: "space",
        stage: "paused",
        budget_toman: "یک",
        duration_months: "۰",
        needs: "x",
      },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(
      expect.arrayContaining([
        { field: "title", message: "عنوان پروژه الزامی است" },
        { field: "summary", message: "خلاصه پروژه باید بین ۱۰ و ۳۰۰ کاراکتر باشد" },
        { field: "field", message: expect.stringContaining("حوزه پروژه") },
        { field: "stage", message: expect.stringContaining("وضعیت پروژه") },
        { field: "partner", message: expect.stringContaining("شریک صنعتی") },
        { field: "budget_toman", message: expect.stringContaining("بودجه") },
        { field: "duration_months", message: expect.stringContaining("مدت اجرا") },
        { field: "needs", message: "هر بند از نقش‌های مورد نیاز باید بین ۲ و ۸۰ کاراکتر باشد." },
      ]),
    );
    const cover = "/api/v1/media/images/img-0123456789abcdef0123456789abcdef-1200x675.webp";
    const noAlt = await call(accounts.editor, "create", { body: { ...draftInput(), cover } });
    expect(await noAlt.json()).toEqual([{ field: "cover_alt", message: PROJECT_COVER_ALT_REQUIRED_MESSAGE }]);
    const draft = await createDraft(draftInput("پایش گرد و غبار معدن"));
    const noAltEdit = await call(accounts.editor, "patch", { params: { id: draft.id }, body: { cover, version: 1 } });
    expect(await noAltEdit.json()).toEqual([{ field: "cover_alt", message: PROJECT_COVER_ALT_REQUIRED_MESSAGE }]);
    // Not an image the desk uploaded: refused on the cover's field.
    const notUploaded = await call(accounts.editor, "patch", {
      params: { id: draft.id },
      body: { cover, cover_alt: "سنگ‌شکن معدن", version: 1 },
    });
    expect(notUploaded.status).toBe(422);
    expect(((await notUploaded.json()) as Array<{ field: string }>).map((e) => e.field)).toEqual(["cover"]);
    // A square picture (uploaded for a logo or a face) is not a cover: the page shows it 16:9.
    const square = await call(accounts.editor, "patch", {
      params: { id: draft.id },
      body: { cover: cover.replace("1200x675", "296x296"), cover_alt: "سنگ‌شکن معدن", version: 1 },
    });
    expect(await square.json()).toEqual([{ field: "cover", message: WIDE_IMAGE_EXPECTED_MESSAGE }]);
    await desk.expectCommonRefusals(draft.id, { title: "بی‌نسخه" });
  });
});
