// @vitest-environment jsdom
// Career units in the content desk (issue 14) on a database seeded with the site's jobs, the public
// API served on a local port so the pages read it as in production: a new unit is a draft the
// public never sees (not among the career units, not a filter of the jobs list); published it is;
// unpublished or archived it is gone again and takes its positions off the site with it; a changed
// slug keeps answering (the API filters by it, the pages move to the new one with a 308); renaming
// a unit drops its positions' cached pages (they show its name) and the fresh ones show the new
// name; a stale edit is refused (409); a restored version brings its fields back; every write is
// audited with before and after; the role matrix; Persian 422s.
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as publishJob } from "@/app/api/v1/admin/content/jobs/[id]/publish/route";
import { POST as create } from "@/app/api/v1/admin/content/jobs/route";
import { GET as careerUnits } from "@/app/api/v1/career-apply/units/route";
import { GET as contentCounts } from "@/app/api/v1/admin/content/counts/route";
import { GET as jobList } from "@/app/api/v1/job/job-list/route";
import { GET as jobView } from "@/app/api/v1/job/view/route";
import { AUDIT_ACTIONS } from "@/components/desk/audit-labels";
import { STALE_JOB_UNIT_MESSAGE } from "@/server/jobs/units-desk";
import { auditLog, jobUnits } from "@/server/db/schema";
import { seedJobs } from "@/server/seed/jobs";
import { NOT_ALLOWED_MESSAGE } from "@/server/staff/access";
import type { ContentStateCounts, ContentVersionItem } from "@/shared/types/content";
import type { AdminJobPosition, AdminJobUnit, AdminJobUnitListItem } from "@/shared/types/jobs";
import type { JobPosition, JobUnit } from "@/shared/types/jobs";
import { SCHEDULED, answeredWith, deskCaller, recordInvalidations, type DeskCall } from "../../support/content-desk";
import { contentDesk, type DeskRoute } from "../../support/content-lifecycle";
import { withFreshDatabase } from "../../support/database";
import { allGetRoutes, renderPage, serveApiRoutes, structuredData, thrown } from "../../support/page-harness";
import { getFrom, type RouteHandler } from "../../support/http";

vi.mock("next/navigation", async (original) =>
  (await import("../../support/next-mocks")).staticNavigation(original, "/jobs"),
);

const callJobs = deskCaller("admin/content/jobs", "10.79.0.6");

/** A public read of the jobs API. */
const publicGet = (handler: RouteHandler, query = "") => getFrom(handler, query, { path: "job/x" });

const positionPage = () => import("@/app/(site)/jobs/[id]/page");
const jobsPage = () => import("@/app/(site)/jobs/(list)/page");
const applyPage = () => import("@/app/(site)/jobs/apply/page");

const invalidated = recordInvalidations();

const UNIT = { name: "استودیو طراحی", description: "طراحی محصول، رابط کاربری و هویت بصری آوینوکس." };

describe("the content desk's career units", () => {
  const database = withFreshDatabase();
  serveApiRoutes(allGetRoutes(), () => seedJobs(database.handle().db));
  const db = () => database.handle().db;
  const desk = contentDesk<AdminJobUnit>({
    path: "jobs/units",
    ip: "10.79.0.6",
    db,
    table: jobUnits,
    audit: "job_unit",
    staleMessage: STALE_JOB_UNIT_MESSAGE,
  });
  const { accounts, call, act, answered } = desk;
  let techId: number;

  beforeAll(async () => {
    const [tech] = await db().select().from(jobUnits).where(eq(jobUnits.slug, "tech"));
    techId = tech!.id;
  });

  /** A published position in unit `unitId`. */
  async function positionIn(unitId: number, title: string): Promise<AdminJobPosition> {
    const body = {
      unit_id: unitId,
      title,
      type: "full-time",
      city: "کرمان",
      summary: "طراحی رابط و تجربه کاربری محصولات آوینوکس.",
      description: "شرح موقعیت برای آزمون واحدها.",
    };
    const draft = await answeredWith<AdminJobPosition>(callJobs(accounts.editor, create, { body }), 201);
    return answeredWith<AdminJobPosition>(
      callJobs(accounts.editor, publishJob, { params: { id: draft.id }, body: {} }),
    );
  }
  /** What the public sees of a unit and of one of its positions. */
  async function publicView(unit: { slug: string }, positionId: number) {
    const units = (await (await publicGet(careerUnits, "?expand=jobPositions")).json()) as JobUnit[];
    const filtered = (await (
      await publicGet(jobList, `?unit=${encodeURIComponent(unit.slug)}`)
    ).json()) as JobPosition[];
    const listed = (await (await publicGet(jobList, "?per-page=50")).json()) as JobPosition[];
    return {
      offered: units.some((shown) => shown.slug === unit.slug),
      filtered: filtered.map((position) => position.id),
      listed: listed.some((position) => position.id === positionId),
      position: (await publicGet(jobView, `?id=${positionId}`)).status,
      page: await thrown(renderPage(positionPage(), { id: String(positionId) })),
    };
  }

  it("lets editors and admins in, and no one else", async () => {
    const routes: Array<[DeskRoute, DeskCall]> = [
      ["list", {}],
      ["create", { body: UNIT }],
      ["readOne", { params: { id: techId } }],
      ["patch", { params: { id: techId }, body: { name: "تیم فنی", version: 1 } }],
      ["publish", { params: { id: techId }, body: {} }],
      ["unpublish", { params: { id: techId }, body: {} }],
      ["archive", { params: { id: techId }, body: {} }],
      ["versions", { params: { id: techId } }],
      ["restore", { params: { id: techId, version: 1 }, body: {} }],
    ];
    for (const [handler, request] of routes) {
      expect((await call(null, handler, request)).status).toBe(401);
      expect((await call(accounts.user, handler, request)).status).toBe(403);
      const refused = await call(accounts.reviewer, handler, request);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe(NOT_ALLOWED_MESSAGE);
    }
    expect((await call(accounts.admin, "list", {})).status).toBe(200);
    // Nothing was written by the refused calls.
    expect(await db().select().from(jobUnits).where(eq(jobUnits.name, UNIT.name))).toEqual([]);
  });

  it("keeps a new unit a draft the public never sees, shows it once published, and takes it and its positions off when unpublished or archived", async () => {
    const draft = await answered(call(accounts.editor, "create", { body: UNIT }), 201);
    expect(draft).toMatchObject({
      status: "draft",
      is_public: false,
      version: 1,
      slug: "استودیو-طراحی",
      url: "/jobs?unit=%D8%A7%D8%B3%D8%AA%D9%88%D8%AF%DB%8C%D9%88-%D8%B7%D8%B1%D8%A7%D8%AD%DB%8C",
      positions_count: 0,
    });
    const position = await positionIn(draft.id, "تصویرساز");
    // A published position in a draft unit is not public either.
    expect(await publicView(draft, position.id)).toEqual({
      offered: false,
      filtered: [],
      listed: false,
      position: 404,
      page: "NEXT_HTTP_ERROR_FALLBACK;404",
    });
    const drafts = await answered<AdminJobUnitListItem[]>(call(accounts.editor, "list", { query: "?status=draft" }));
    expect(drafts.map((unit) => unit.id)).toEqual([draft.id]);

    const marks = invalidated.length;
    const published = await act("publish", draft.id, { version: 1 });
    expect(published).toMatchObject({
      status: "published",
      is_public: true,
      version: 2,
      positions_count: 1,
      open_positions_count: 1,
    });
    expect(invalidated.slice(marks).flat()).toEqual(expect.arrayContaining(["job", `job:${position.id}`]));
    expect(await publicView(draft, position.id)).toEqual({
      offered: true,
      filtered: [position.id],
      listed: true,
      position: 200,
      page: "rendered",
    });

    const unpublished = await act("unpublish", draft.id, { version: 2 });
    expect(unpublished).toMatchObject({ status: "draft", is_public: false });
    expect(await publicView(draft, position.id)).toEqual({
      offered: false,
      filtered: [],
      listed: false,
      position: 404,
      page: "NEXT_HTTP_ERROR_FALLBACK;404",
    });

    await act("publish", draft.id, { version: 3 });
    expect((await publicView(draft, position.id)).offered).toBe(true);
    const archived = await act("archive", draft.id, { version: 4 });
    expect(archived).toMatchObject({ status: "archived", is_public: false });
    expect(await publicView(draft, position.id)).toEqual({
      offered: false,
      filtered: [],
      listed: false,
      position: 404,
      page: "NEXT_HTTP_ERROR_FALLBACK;404",
    });

    // Scheduled at a Jalali moment on Tehran's clock: public only from then on.
    const scheduled = await act("publish", draft.id, { publish_at: SCHEDULED.text, version: 5 });
    expect(scheduled).toMatchObject({
      status: "published",
      publish_at: SCHEDULED.instant.toISOString(),
      is_public: false,
    });
    expect((await publicView(draft, position.id)).offered).toBe(false);
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(SCHEDULED.instant.getTime() + 60_000) });
    expect((await publicView(draft, position.id)).offered).toBe(true);
    vi.useRealTimers();

    // The desk's home counts units by state.
    const counts = await answered<Record<string, ContentStateCounts>>(call(accounts.editor, contentCounts));
    expect(counts.job_units).toMatchObject({ all: 4, scheduled: 1, published: 4, draft: 0, archived: 0 });
  });

  it("keeps an old slug answering: the API filters by it and the pages move to the new one (308); renaming drops the cached pages of the unit's positions", async () => {
    const unit = await desk.createDraft({
      name: "واحد محتوا",
      slug: "content",
      description: "تولید محتوا و روابط عمومی آوینوکس.",
    });
    const position = await positionIn(unit.id, "نویسنده محتوا");
    await act("publish", unit.id, { version: 1 });

    // The position's answer is cached under its own tag.
    expect(
      (await getFrom(jobView, `?id=${position.id}&expand=unit`, { path: "job/view" })).headers.get("cache-tag"),
    ).toBe(`job:${position.id}`);
    const marks = invalidated.length;
    const renamed = await act("patch", unit.id, { name: "تحریریه", slug: "newsroom", version: 2 });
    expect(renamed).toMatchObject({ name: "تحریریه", slug: "newsroom", former_slugs: ["content"], version: 3 });
    // The rename drops the jobs lists and the position's own answers (its page shows the unit's name).
    expect(invalidated.slice(marks).flat()).toEqual(expect.arrayContaining(["job", `job:${position.id}`]));
    const viewed = (await (await publicGet(jobView, `?id=${position.id}&expand=unit`)).json()) as JobPosition;
    expect(viewed.unit).toMatchObject({ name: "تحریریه", slug: "newsroom" });
    const { container } = await renderPage(positionPage(), { id: String(position.id) });
    expect(structuredData<{ industry?: string }>(container, "JobPosting")?.industry).toBe("تحریریه");
    container.remove();

    // Shared links with the old slug keep working.
    const byOld = (await (await publicGet(jobList, "?unit=content")).json()) as JobPosition[];
    expect(byOld.map((p) => p.id)).toEqual([position.id]);
    const resolved = (await (await publicGet(careerUnits, "?unit=content")).json()) as JobUnit[];
    expect(resolved.map((u) => u.slug)).toEqual(["newsroom"]);
    expect(await thrown(renderPage(jobsPage(), {}, { unit: "content", type: "full-time" }))).toBe(
      "NEXT_REDIRECT;replace;/jobs?unit=newsroom&type=full-time;308;",
    );
    expect(await thrown(renderPage(applyPage(), {}, { unit: "content" }))).toBe(
      "NEXT_REDIRECT;replace;/jobs/apply?unit=newsroom;308;",
    );
    expect(await thrown(renderPage(jobsPage(), {}, { unit: "newsroom" }))).toBe("rendered");
    // The old slug stays this unit's: another cannot take it.
    const taken = await call(accounts.editor, "create", { body: { ...UNIT, name: "واحد دیگر", slug: "content" } });
    expect(taken.status).toBe(422);
    expect(await taken.json()).toEqual([
      { field: "slug", message: "این نامک پیش‌تر به کار رفته است؛ نامک دیگری بنویسید." },
    ]);
    // A hidden unit's old slug filters to nothing.
    await act("unpublish", unit.id, { version: 3 });
    expect((await (await publicGet(jobList, "?unit=content")).json()) as JobPosition[]).toEqual([]);
    expect(await thrown(renderPage(jobsPage(), {}, { unit: "content" }))).toBe("rendered");
  });

  it("refuses a stale edit (409), restores a version, audits every write with before and after, and answers 422 in Persian", async () => {
    const unit = await desk.createDraft({
      name: "واحد عملیات میدانی",
      description: "رویدادها و پشتیبانی فضای کار در شعبه‌ها.",
    });
    await act("patch", unit.id, {
      description: "رویدادها، پشتیبانی فضای کار و نظافت شعبه‌ها.",
      sort_order: "۷",
      version: 1,
    });
    const stale = await call(accounts.admin, "patch", {
      params: { id: unit.id },
      body: { name: "دیر رسید", version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toBe(STALE_JOB_UNIT_MESSAGE);

    const saved = await answered<ContentVersionItem[]>(call(accounts.editor, "versions", { params: { id: unit.id } }));
    expect(saved.map((v) => v.version)).toEqual([2, 1]);
    expect(saved[0]!.actor?.name).toContain("ویراستار");
    const restored = await answered(
      call(accounts.admin, "restore", { params: { id: unit.id, version: 1 }, body: { version: 2 } }),
    );
    expect(restored).toMatchObject({
      description: "رویدادها و پشتیبانی فضای کار در شعبه‌ها.",
      version: 3,
      status: "draft",
    });
    expect(restored.sort_order).toBe(saved[1]!.data.sort_order);

    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "job_unit"), eq(auditLog.entityId, String(unit.id))))
      .orderBy(asc(auditLog.id));
    expect(entries.map((e) => e.action)).toEqual([
      "content.job_unit.create",
      "content.job_unit.update",
      "content.job_unit.restore",
    ]);
    expect(entries.every((e) => AUDIT_ACTIONS[e.action])).toBe(true);
    expect(entries[0]).toMatchObject({
      before: null,
      after: { unit: "واحد عملیات میدانی", status: "draft", version: 1 },
    });
    expect(entries[1]).toMatchObject({
      before: { sort_order: saved[1]!.data.sort_order },
      after: { sort_order: 7, version: 2 },
    });

    const bad = await call(accounts.editor, "create", {
      body: { name: "", description: "کوتاه", slug: "Not A Slug!" },
    });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual(
      expect.arrayContaining([
        { field: "name", message: "نام واحد الزامی است" },
        { field: "description", message: "توضیح واحد باید بین ۱۰ و ۵۰۰ کاراکتر باشد" },
      ]),
    );
    await desk.expectCommonRefusals(unit.id, { name: "بی‌نسخه" });
  });
});
