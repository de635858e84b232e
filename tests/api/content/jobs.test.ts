// @vitest-environment jsdom
// Job positions in the content desk (issue 14) on a database seeded with the site's jobs, the public
// API served on a local port so the position's page (/jobs/{id}) reads it as it does in production:
// a new position is a draft nowhere public; published, it is in the jobs list, its page (with its
// JobPosting structured data), the career units, search and the sitemap (scheduled: only from its
// moment); unpublished it is gone and applications to it are refused; a stale edit is refused
// (409); a restored version brings its fields back; the salary is typed in toman (Persian digits,
// thousands separators) and kept in rial; every write is audited; the role matrix; Persian 422s.
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as careerUnits } from "@/app/api/v1/career-apply/units/route";
import { GET as jobList } from "@/app/api/v1/job/job-list/route";
import { GET as jobView } from "@/app/api/v1/job/view/route";
import { STALE_JOB_MESSAGE } from "@/server/jobs/desk";
import { jobPositions, jobUnits } from "@/server/db/schema";
import { seedJobs } from "@/server/seed/jobs";
import { gregorianFromJalali, jalaliParts } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import type { AdminJobPosition, AdminJobPositionListItem } from "@/shared/types/jobs";
import type { JobPosition, JobUnit } from "@/shared/types/jobs";
import { recordInvalidations } from "../../support/content-desk";
import { PUBLICLY_HIDDEN, PUBLICLY_SHOWN, publicReader, searchFinds, sitemapHas } from "../../support/content-public";
import { renderedWithData, type ApiRoutes } from "../../support/page-harness";
import { servedContentDesk } from "../../support/served-content-desk";

vi.mock("next/navigation", async (original) =>
  (await import("../../support/next-mocks")).staticNavigation(original, "/jobs"),
);

/** Public reads of the jobs API. */
const { get: publicGet, json: publicJson } = publicReader("job/x");

const ROUTES: ApiRoutes = {
  "/api/v1/job/view": () => import("@/app/api/v1/job/view/route"),
  "/api/v1/job/job-list": () => import("@/app/api/v1/job/job-list/route"),
};

const positionPage = () => import("@/app/(site)/jobs/[id]/page");

/** What the public sees of a position: the jobs list, its API answer, the career units, site search, the sitemap, its page (and its JobPosting). */
async function publicView(position: { id: number; title: string }) {
  const listed = await publicJson<JobPosition[]>(jobList, "?per-page=50");
  const units = await publicJson<JobUnit[]>(careerUnits, "?expand=jobPositions");
  const path = `/jobs/${position.id}`;
  // Search and the sitemap read before the page renders, the order these checks have always run in.
  const searched = await searchFinds("job", position.title, path);
  const inSitemap = await sitemapHas(path);
  const { page, data } = await renderedWithData<{ title?: string }>(
    positionPage,
    { id: String(position.id) },
    "JobPosting",
  );
  const jobPosting = data?.title ?? null;
  return {
    listed: listed.some((shown) => shown.id === position.id),
    api: (await publicGet(jobView, `?id=${position.id}`)).status,
    inUnits: units.some((unit) => unit.jobPositions?.some((shown) => shown.id === position.id)),
    searched,
    inSitemap,
    page,
    jobPosting,
  };
}

const HIDDEN = { ...PUBLICLY_HIDDEN, inUnits: false, jobPosting: null };
const shown = (title: string) => ({ ...PUBLICLY_SHOWN, inUnits: true, jobPosting: title });

const nextYear = jalaliParts(new Date()).year + 1;
// The last day to apply: the 20th of Farvardin next year, all day on Tehran's clock.
const LAST_DAY = {
  text: toPersianDigits(`${nextYear}/01/20`),
  instant: new Date(`${gregorianFromJalali(nextYear, 1, 20).toISOString().slice(0, 10)}T23:59:59+03:30`),
};

const TITLE = "طراح محصول دیجیتال (UI/UX)";
const DESCRIPTION = [
  "طراحی تجربه کاربری **اپلیکیشن رزرو** آوینوکس.",
  "",
  "- پژوهش کاربر",
  "- نمونه‌سازی در Figma",
].join("\n");

const invalidated = recordInvalidations();

describe("the content desk's job positions", () => {
  const desk = servedContentDesk<AdminJobPosition>({
    routes: ROUTES,
    seed: seedJobs,
    path: "jobs",
    ip: "10.79.0.5",
    table: jobPositions,
    audit: "job",
    staleMessage: STALE_JOB_MESSAGE,
  });
  const { accounts, call, act, answered, db } = desk;
  let unitId: number;

  beforeAll(async () => {
    const [unit] = await db().select().from(jobUnits).where(eq(jobUnits.slug, "tech"));
    unitId = unit!.id;
  });

  const draftInput = (title = TITLE): Record<string, unknown> => ({
    unit_id: unitId,
    title,
    type: "full-time",
    city: "کرمان",
    summary: "طراحی رابط و تجربه کاربری محصولات آوینوکس، کنار تیم فنی.",
    description: DESCRIPTION,
    requirements: "دست‌کم دو سال تجربه طراحی محصول\nآشنایی با Figma\n",
    benefits: ["بیمه تکمیلی", "ساعت کاری شناور"],
    salary_min_toman: "۳۰٬۰۰۰٬۰۰۰",
    salary_max_toman: "45,000,000",
    experience_years: "۲",
    expires_at: LAST_DAY.text,
  });
  /** A new position by the editor (a draft). */
  const createDraft = (body: Record<string, unknown> = draftInput()) => desk.createDraft(body);

  it("lets editors and admins in, and no one else", async () => {
    const [seeded] = await db().select().from(jobPositions).orderBy(asc(jobPositions.id)).limit(1);
    const id = seeded!.id;
    await desk.expectStaffOnly(seeded!, draftInput(), { title: "عنوان دستکاری‌شده" });

    // The positions seeded before the desk are published, their salary shown in toman.
    const all = await answered<AdminJobPositionListItem[]>(call(accounts.admin, "list", { query: "?per-page=50" }));
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(all.every((p) => p.status === "published" && p.is_public && p.url === `/jobs/${p.id}` && p.unit.name)).toBe(
      true,
    );
    const full = await answered(call(accounts.admin, "readOne", { params: { id } }));
    expect(full.salary_min_toman === null ? null : full.salary_min_toman * 10).toBe(seeded!.salaryMin);
  });

  it("creates a draft no public place shows; published, it is in the list, its page with JobPosting, the units, search and the sitemap", async () => {
    const draft = await createDraft();
    expect(draft).toMatchObject({
      title: TITLE,
      description: DESCRIPTION,
      unit: { id: unitId },
      requirements: ["دست‌کم دو سال تجربه طراحی محصول", "آشنایی با Figma"],
      benefits: ["بیمه تکمیلی", "ساعت کاری شناور"],
      salary_min_toman: 30_000_000,
      salary_max_toman: 45_000_000,
      experience_years: 2,
      expires_at: LAST_DAY.instant.toISOString(),
      status: "draft",
      is_public: false,
      version: 1,
    });
    // Kept in rial, as the public API answers it.
    expect(await desk.row(draft.id)).toMatchObject({ salaryMin: 300_000_000, salaryMax: 450_000_000 });
    expect(await publicView(draft)).toEqual(HIDDEN);
    expect(await desk.listedIds("draft")).toEqual([draft.id]);

    const marks = invalidated.length;
    await desk.publishNow(draft.id);
    expect(invalidated.slice(marks)).toContainEqual(["job", `job:${draft.id}`]);
    expect(await publicView(draft)).toEqual(shown(TITLE));
    expect(await publicJson<JobPosition>(jobView, `?id=${draft.id}`)).toMatchObject({
      salary_min: 300_000_000,
      salary_max: 450_000_000,
      expires_at: LAST_DAY.instant.toISOString(),
      is_expired: false,
    });
    // Posted when it was published: first in the newest-first list.
    expect((await publicJson<JobPosition[]>(jobList, "?per-page=1"))[0]!.id).toBe(draft.id);
  });

  it("schedules a publication at a Jalali date and time: nothing shows until then", async () => {
    const draft = await createDraft({ ...draftInput("کارشناس پشتیبانی شبکه"), expires_at: "" });
    await desk.expectPublicFromScheduledMoment(draft.id, {
      status: async () => (await publicGet(jobView, `?id=${draft.id}`)).status,
      ids: async () => (await publicJson<JobPosition[]>(jobList, "?per-page=50")).map((p) => p.id),
      expected: { expires_at: null },
    });
  });

  it("unpublishes and archives: the position leaves every public place (applications: ./jobs-applications.test.ts)", async () => {
    const draft = await createDraft(draftInput("حسابدار پاره‌وقت"));
    await desk.withdrawAfterPublishing(draft.id, async () => expect(await publicView(draft)).toEqual(HIDDEN));
  });

  it("keeps a published position whose last day has passed on its page, closed, and out of the list", async () => {
    const draft = await createDraft({ ...draftInput("کارشناس فروش"), expires_at: "1400/01/10" });
    await act("publish", draft.id);
    expect((await publicJson<JobPosition>(jobView, `?id=${draft.id}`)).is_expired).toBe(true);
    expect((await publicJson<JobPosition[]>(jobList, "?per-page=50")).map((p) => p.id)).not.toContain(draft.id);
  });

  it("refuses an edit made against a version someone else has already changed (409)", async () => {
    const draft = await createDraft(draftInput("مدیر جامعه استارتاپی"));
    const kept = await desk.expectStaleEditRefused(draft.id, { city: "رفسنجان" }, { city: "بم" });
    expect(kept).toMatchObject({ city: "رفسنجان", version: 2 });
  });

  it("restores an earlier version: its fields come back, on the public API too", async () => {
    const draft = await createDraft(draftInput("برنامه‌نویس فرانت‌اند"));
    await act("publish", draft.id);
    await desk.expectEditUndone(draft.id, {
      edit: { title: "عنوانی که پشیمان شدیم", salary_min_toman: "", salary_max_toman: null, requirements: "" },
      edited: { title: "عنوانی که پشیمان شدیم", salary_min_toman: null, salary_max_toman: null, requirements: [] },
      restored: { title: "برنامه‌نویس فرانت‌اند", salary_min_toman: 30_000_000, salary_max_toman: 45_000_000 },
    });
    expect(await publicJson<JobPosition>(jobView, `?id=${draft.id}`)).toMatchObject({
      title: "برنامه‌نویس فرانت‌اند",
      salary_min: 300_000_000,
      requirements: ["دست‌کم دو سال تجربه طراحی محصول", "آشنایی با Figma"],
    });
    await desk.expectNoSuchVersion(draft.id);
  });

  it("writes every change to the audit log, each action named in Persian", async () => {
    const draft = await createDraft(draftInput("کارشناس منابع انسانی"));
    await desk.expectEditAudited(
      draft.id,
      { type: "part-time" },
      { before: { type: "full-time" }, after: { type: "part-time", version: 2 } },
    );
  });

  it("answers mistakes field by field in Persian, the salary range too", async () => {
    const { editor } = accounts;
    await desk.expectFieldErrors(
      call(editor, "create", {
        body: { title: "", type: "freelance", summary: "کوتاه", salary_min_toman: "یک", expires_at: "1405/13/40" },
      }),
      [
        { field: "unit_id", message: "واحد الزامی است" },
        { field: "title", message: "عنوان موقعیت الزامی است" },
        { field: "type", message: "نوع همکاری باید یکی از تمام‌وقت، پاره‌وقت، کارآموزی، دورکاری باشد." },
        { field: "summary", message: "خلاصه موقعیت باید بین ۱۰ و ۳۰۰ کاراکتر باشد" },
        { field: "salary_min_toman", message: expect.stringContaining("کمترین حقوق ماهانه") },
        { field: "expires_at", message: "آخرین روز ارسال رزومه معتبر نیست؛ تاریخ را مانند ۱۴۰۵/۰۹/۳۰ بنویسید." },
      ],
      true,
    );
    const reversedRange = [{ field: "salary_max_toman", message: "بیشترین حقوق نباید از کمترین حقوق کمتر باشد." }];
    await desk.expectFieldErrors(
      call(editor, "create", {
        body: { ...draftInput(), salary_min_toman: "۵۰٬۰۰۰٬۰۰۰", salary_max_toman: "۴۰٬۰۰۰٬۰۰۰" },
      }),
      reversedRange,
    );
    // An edit of one bound is checked against the other as stored.
    const draft = await createDraft(draftInput("تحلیل‌گر داده"));
    await desk.expectFieldErrors(
      call(editor, "patch", { params: { id: draft.id }, body: { salary_max_toman: "۱۰٬۰۰۰٬۰۰۰", version: 1 } }),
      reversedRange,
    );
    await desk.expectFieldErrors(call(editor, "create", { body: { ...draftInput(), unit_id: 999_999 } }), [
      { field: "unit_id", message: "این واحد پیدا نشد؛ واحد دیگری انتخاب کنید." },
    ]);
    await desk.expectCommonRefusals(draft.id, { title: "بی‌نسخه" });
  });
});
