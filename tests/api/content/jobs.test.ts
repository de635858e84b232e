// @vitest-environment jsdom
// Job positions in the content desk (issue 14) on a database seeded with the site's jobs, the public
// API served on a local port so the position's page (/jobs/{id}) reads it as it does in production:
// a new position is a draft nowhere public; published, it is in the jobs list, its page (with its
// JobPosting structured data), the career units, search and the sitemap (scheduled: only from its
// moment); unpublished it is gone and applications to it are refused; a stale edit is refused
// (409); a restored version brings its fields back; the salary is typed in toman (Persian digits,
// thousands separators) and kept in rial; every write is audited; the role matrix; Persian 422s.
import { and, asc, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as archive } from "@/app/api/v1/admin/content/jobs/[id]/archive/route";
import { POST as publish } from "@/app/api/v1/admin/content/jobs/[id]/publish/route";
import { GET as readOne, PATCH as patch } from "@/app/api/v1/admin/content/jobs/[id]/route";
import { POST as unpublish } from "@/app/api/v1/admin/content/jobs/[id]/unpublish/route";
import { POST as restore } from "@/app/api/v1/admin/content/jobs/[id]/versions/[version]/restore/route";
import { GET as versions } from "@/app/api/v1/admin/content/jobs/[id]/versions/route";
import { GET as list, POST as create } from "@/app/api/v1/admin/content/jobs/route";
import { GET as careerUnits } from "@/app/api/v1/career-apply/units/route";
import { GET as jobList } from "@/app/api/v1/job/job-list/route";
import { GET as jobView } from "@/app/api/v1/job/view/route";
import { GET as search } from "@/app/api/v1/search/route";
import sitemap from "@/app/sitemap";
import { AUDIT_ACTIONS } from "@/components/desk/audit-labels";
import { STALE_JOB_MESSAGE } from "@/server/jobs/desk";
import { auditLog, jobPositions, jobUnits } from "@/server/db/schema";
import { seedJobs } from "@/server/seed/jobs";
import { NOT_ALLOWED_MESSAGE } from "@/server/staff/access";
import { gregorianFromJalali, jalaliParts } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import type { AdminJobPosition, AdminJobPositionListItem, ContentVersionItem } from "@/shared/types/content";
import type { JobPosition, JobUnit } from "@/shared/types/jobs";
import type { SearchGroup } from "@/shared/types/search";
import { SCHEDULED, answeredWith, deskCaller, recordInvalidations, type DeskCall } from "../../support/content-desk";
import { withFreshDatabase } from "../../support/database";
import { renderPage, serveApiRoutes, thrown, type ApiRoutes } from "../../support/page-harness";
import { getFrom, type RouteHandler } from "../../support/http";
import { staffAccount, userAccount, type Account } from "../../support/staff";

vi.mock("next/navigation", async (original) => ({
  ...(await original<typeof import("next/navigation")>()),
  useRouter: () => ({ push: () => {}, replace: () => {}, prefetch: () => {} }),
  usePathname: () => "/jobs",
  useSearchParams: () => new URLSearchParams(),
}));

const call = deskCaller("admin/content/jobs", "10.79.0.5");

/** A public read of the jobs API (or search). */
const publicGet = (handler: RouteHandler, query = "") => getFrom(handler, query, { path: "job/x" });

const ROUTES: ApiRoutes = {
  "/api/v1/job/view": () => import("@/app/api/v1/job/view/route"),
  "/api/v1/job/job-list": () => import("@/app/api/v1/job/job-list/route"),
};

const positionPage = () => import("@/app/(site)/jobs/[id]/page");

/** What the public sees of a position: the jobs list, its API answer, the career units, site search, the sitemap, its page (and its JobPosting). */
async function publicView(position: { id: number; title: string }) {
  const listed = (await (await publicGet(jobList, "?per-page=50")).json()) as JobPosition[];
  const units = (await (await publicGet(careerUnits, "?expand=jobPositions")).json()) as JobUnit[];
  const groups = (await (await publicGet(search, `?q=${encodeURIComponent(position.title)}`)).json()) as SearchGroup[];
  const urls = (await sitemap()).map((entry) => entry.url);
  const path = `/jobs/${position.id}`;
  const page = await thrown(renderPage(positionPage(), { id: String(position.id) }));
  let jobPosting: string | null = null;
  if (page === "rendered") {
    const { container } = await renderPage(positionPage(), { id: String(position.id) });
    const data = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? "null") as { "@type"?: string; title?: string },
    );
    jobPosting = data.find((entry) => entry["@type"] === "JobPosting")?.title ?? null;
    container.remove();
  }
  return {
    listed: listed.some((shown) => shown.id === position.id),
    api: (await publicGet(jobView, `?id=${position.id}`)).status,
    inUnits: units.some((unit) => unit.jobPositions?.some((shown) => shown.id === position.id)),
    searched: groups.find((g) => g.type === "job")?.items.some((hit) => hit.url === path) ?? false,
    inSitemap: urls.some((url) => url.endsWith(path)),
    page,
    jobPosting,
  };
}

const HIDDEN = {
  listed: false,
  api: 404,
  inUnits: false,
  searched: false,
  inSitemap: false,
  page: "NEXT_HTTP_ERROR_FALLBACK;404",
  jobPosting: null,
};
const shown = (title: string) => ({
  listed: true,
  api: 200,
  inUnits: true,
  searched: true,
  inSitemap: true,
  page: "rendered",
  jobPosting: title,
});

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

const answered = <T = AdminJobPosition>(calling: Promise<Response>, status = 200) => answeredWith<T>(calling, status);

const invalidated = recordInvalidations();

describe("the content desk's job positions", () => {
  const database = withFreshDatabase();
  serveApiRoutes(ROUTES, () => seedJobs(database.handle().db));
  const db = () => database.handle().db;
  let admin: Account, editor: Account, reviewer: Account, user: Account;
  let unitId: number;

  beforeAll(async () => {
    [admin, editor, reviewer, user] = await Promise.all([
      staffAccount(db(), "admin"),
      staffAccount(db(), "editor", [], "ویراستار"),
      staffAccount(db(), "reviewer"),
      userAccount(),
    ]);
    const [unit] = await db().select().from(jobUnits).where(eq(jobUnits.slug, "tech"));
    unitId = unit!.id;
  });
  afterEach(() => vi.useRealTimers());

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
  const createDraft = (body: Record<string, unknown> = draftInput()) => answered(call(editor, create, { body }), 201);
  /** A write to position `id` that must succeed (by the editor unless `account` says otherwise). */
  const act = (handler: RouteHandler, id: number, body: unknown = {}, account: Account = editor) =>
    answered(call(account, handler, { params: { id }, body }));

  it("lets editors and admins in, and no one else", async () => {
    const [seeded] = await db().select().from(jobPositions).orderBy(asc(jobPositions.id)).limit(1);
    const id = seeded!.id;
    const routes: Array<[RouteHandler, DeskCall]> = [
      [list, {}],
      [create, { body: draftInput() }],
      [readOne, { params: { id } }],
      [patch, { params: { id }, body: { title: "عنوان دستکاری‌شده", version: seeded!.version } }],
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
    expect(await db().select().from(jobPositions).where(eq(jobPositions.id, id))).toEqual([seeded]);

    // The positions seeded before the desk are published, their salary shown in toman.
    const all = await answered<AdminJobPositionListItem[]>(call(admin, list, { query: "?per-page=50" }));
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(all.every((p) => p.status === "published" && p.is_public && p.url === `/jobs/${p.id}` && p.unit.name)).toBe(
      true,
    );
    const full = await answered(call(admin, readOne, { params: { id } }));
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
    const [row] = await db().select().from(jobPositions).where(eq(jobPositions.id, draft.id));
    expect(row).toMatchObject({ salaryMin: 300_000_000, salaryMax: 450_000_000 });
    expect(await publicView(draft)).toEqual(HIDDEN);
    const drafts = await answered<AdminJobPositionListItem[]>(call(editor, list, { query: "?status=draft" }));
    expect(drafts.map((p) => p.id)).toEqual([draft.id]);

    const marks = invalidated.length;
    const published = await act(publish, draft.id, { version: 1 });
    expect(published).toMatchObject({ status: "published", is_public: true, version: 2 });
    expect(invalidated.slice(marks)).toContainEqual(["job", `job:${draft.id}`]);
    expect(await publicView(draft)).toEqual(shown(TITLE));
    const detail = (await (await publicGet(jobView, `?id=${draft.id}`)).json()) as JobPosition;
    expect(detail).toMatchObject({
      salary_min: 300_000_000,
      salary_max: 450_000_000,
      expires_at: LAST_DAY.instant.toISOString(),
      is_expired: false,
    });
    // Posted when it was published: first in the newest-first list.
    expect(((await (await publicGet(jobList, "?per-page=1")).json()) as JobPosition[])[0]!.id).toBe(draft.id);
  });

  it("schedules a publication at a Jalali date and time: nothing shows until then", async () => {
    const draft = await createDraft({ ...draftInput("کارشناس پشتیبانی شبکه"), expires_at: "" });
    const scheduled = await act(publish, draft.id, { publish_at: SCHEDULED.text, version: 1 });
    expect(scheduled).toMatchObject({
      status: "published",
      is_public: false,
      publish_at: SCHEDULED.instant.toISOString(),
      expires_at: null,
    });
    const waiting = await answered<AdminJobPositionListItem[]>(call(editor, list, { query: "?status=scheduled" }));
    expect(waiting.map((p) => p.id)).toEqual([draft.id]);
    expect((await publicGet(jobView, `?id=${draft.id}`)).status).toBe(404);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(SCHEDULED.instant.getTime() + 60_000));
    expect((await publicGet(jobView, `?id=${draft.id}`)).status).toBe(200);
    const listed = (await (await publicGet(jobList, "?per-page=50")).json()) as JobPosition[];
    expect(listed.map((p) => p.id)).toContain(draft.id);
  });

  it("unpublishes and archives: the position leaves every public place (applications: ./jobs-applications.test.ts)", async () => {
    const draft = await createDraft(draftInput("حسابدار پاره‌وقت"));
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

  it("keeps a published position whose last day has passed on its page, closed, and out of the list", async () => {
    const draft = await createDraft({ ...draftInput("کارشناس فروش"), expires_at: "1400/01/10" });
    await act(publish, draft.id);
    const detail = (await (await publicGet(jobView, `?id=${draft.id}`)).json()) as JobPosition;
    expect(detail.is_expired).toBe(true);
    expect(((await (await publicGet(jobList, "?per-page=50")).json()) as JobPosition[]).map((p) => p.id)).not.toContain(
      draft.id,
    );
  });

  it("refuses an edit made against a version someone else has already changed (409)", async () => {
    const draft = await createDraft(draftInput("مدیر جامعه استارتاپی"));
    expect(
      (await call(editor, patch, { params: { id: draft.id }, body: { city: "رفسنجان", version: 1 } })).status,
    ).toBe(200);
    const stale = await call(admin, patch, { params: { id: draft.id }, body: { city: "بم", version: 1 } });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toBe(STALE_JOB_MESSAGE);
    const [row] = await db().select().from(jobPositions).where(eq(jobPositions.id, draft.id));
    expect(row).toMatchObject({ city: "رفسنجان", version: 2 });
  });

  it("restores an earlier version: its fields come back, on the public API too", async () => {
    const draft = await createDraft(draftInput("برنامه‌نویس فرانت‌اند"));
    await act(publish, draft.id);
    const edited = await act(patch, draft.id, {
      title: "عنوانی که پشیمان شدیم",
      salary_min_toman: "",
      salary_max_toman: null,
      requirements: "",
      version: 2,
    });
    expect(edited).toMatchObject({
      title: "عنوانی که پشیمان شدیم",
      salary_min_toman: null,
      salary_max_toman: null,
      requirements: [],
    });

    const history = await answered<ContentVersionItem[]>(call(editor, versions, { params: { id: draft.id } }));
    expect(history.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(history[0]!.actor?.name).toContain("ویراستار");

    const restored = await answered(
      call(editor, restore, { params: { id: draft.id, version: 1 }, body: { version: 3 } }),
    );
    expect(restored).toMatchObject({
      title: "برنامه‌نویس فرانت‌اند",
      salary_min_toman: 30_000_000,
      salary_max_toman: 45_000_000,
      status: "published",
      version: 4,
    });
    const detail = (await (await publicGet(jobView, `?id=${draft.id}`)).json()) as JobPosition;
    expect(detail).toMatchObject({
      title: "برنامه‌نویس فرانت‌اند",
      salary_min: 300_000_000,
      requirements: ["دست‌کم دو سال تجربه طراحی محصول", "آشنایی با Figma"],
    });
    expect((await call(editor, restore, { params: { id: draft.id, version: 99 }, body: {} })).status).toBe(404);
  });

  it("writes every change to the audit log, each action named in Persian", async () => {
    const draft = await createDraft(draftInput("کارشناس منابع انسانی"));
    await act(patch, draft.id, { type: "part-time", version: 1 });
    await act(publish, draft.id);
    await act(unpublish, draft.id);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "job"), eq(auditLog.entityId, String(draft.id))))
      .orderBy(asc(auditLog.id));
    expect(entries.map((e) => e.action)).toEqual([
      "content.job.create",
      "content.job.update",
      "content.job.publish",
      "content.job.unpublish",
    ]);
    expect(entries.every((e) => e.actorId === editor.id && AUDIT_ACTIONS[e.action])).toBe(true);
    expect(entries[1]).toMatchObject({ before: { type: "full-time" }, after: { type: "part-time", version: 2 } });
  });

  it("answers mistakes field by field in Persian, the salary range too", async () => {
    const response = await call(editor, create, {
      body: { title: "", type: "freelance", summary: "کوتاه", salary_min_toman: "یک", expires_at: "1405/13/40" },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(
      expect.arrayContaining([
        { field: "unit_id", message: "واحد الزامی است" },
        { field: "title", message: "عنوان موقعیت الزامی است" },
        { field: "type", message: "نوع همکاری باید یکی از تمام‌وقت، پاره‌وقت، کارآموزی، دورکاری باشد." },
        { field: "summary", message: "خلاصه موقعیت باید بین ۱۰ و ۳۰۰ کاراکتر باشد" },
        { field: "salary_min_toman", message: expect.stringContaining("کمترین حقوق ماهانه") },
        { field: "expires_at", message: "آخرین روز ارسال رزومه معتبر نیست؛ تاریخ را مانند ۱۴۰۵/۰۹/۳۰ بنویسید." },
      ]),
    );
    const reversed = await call(editor, create, {
      body: { ...draftInput(), salary_min_toman: "۵۰٬۰۰۰٬۰۰۰", salary_max_toman: "۴۰٬۰۰۰٬۰۰۰" },
    });
    expect(reversed.status).toBe(422);
    expect(await reversed.json()).toEqual([
      { field: "salary_max_toman", message: "بیشترین حقوق نباید از کمترین حقوق کمتر باشد." },
    ]);
    // An edit of one bound is checked against the other as stored.
    const draft = await createDraft(draftInput("تحلیل‌گر داده"));
    const lowered = await call(editor, patch, {
      params: { id: draft.id },
      body: { salary_max_toman: "۱۰٬۰۰۰٬۰۰۰", version: 1 },
    });
    expect(lowered.status).toBe(422);
    expect(await lowered.json()).toEqual([
      { field: "salary_max_toman", message: "بیشترین حقوق نباید از کمترین حقوق کمتر باشد." },
    ]);
    const noUnit = await call(editor, create, { body: { ...draftInput(), unit_id: 999_999 } });
    expect(await noUnit.json()).toEqual([{ field: "unit_id", message: "این واحد پیدا نشد؛ واحد دیگری انتخاب کنید." }]);
    const noVersion = await call(editor, patch, { params: { id: draft.id }, body: { title: "بی‌نسخه" } });
    expect(await noVersion.json()).toEqual([{ field: "version", message: "نسخه محتوا معتبر نیست." }]);
    expect((await call(editor, readOne, { params: { id: 999_999 } })).status).toBe(404);
  });
});
