// The reservation calendar in the content desk (issue 14): editors and admins read every branch's
// days off, closed days and plans' daily capacity, replace a branch's days (past ones kept), set a
// plan's capacity; the public availability and the reservation API follow at once; every write is
// audited with before and after and is a new version of the branch or plan (a form opened before it
// gets 409; restoring an older branch version keeps today's days off), dropping the cached workspace
// answers; a reviewer gets 403, nobody signed in 401; bad input is a Persian 422.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as readBranch, PATCH as patchBranch } from "@/app/api/v1/admin/content/branches/[id]/route";
import { POST as restoreBranch } from "@/app/api/v1/admin/content/branches/[id]/versions/[version]/restore/route";
import { GET as readPlan } from "@/app/api/v1/admin/content/plans/[id]/route";
import { PUT as saveBranch } from "@/app/api/v1/admin/content/calendar/branches/[id]/route";
import { PATCH as savePlan } from "@/app/api/v1/admin/content/calendar/plans/[id]/route";
import { GET as calendars } from "@/app/api/v1/admin/content/calendar/route";
import { GET as availability } from "@/app/api/v1/location-plan/[id]/availability/route";
import { auditLog, branchClosedDays, branches, locationPlans, locations } from "@/server/db/schema";
import { seedWorkspaces } from "@/server/seed/workspaces";
import { addDaysIso, tehranToday } from "@/shared/format/date";
import type { AdminBranch, AdminPlan } from "@/shared/types/workspaces";
import type { DeskBranchCalendar, PlanAvailability } from "@/shared/types/workspaces";
import { answeredWith, deskCaller, recordInvalidations } from "../../support/content-desk";
import { withFreshDatabase } from "../../support/database";
import { getFrom } from "../../support/http";
import { callAs, staffAccount, type Account } from "../../support/staff";

const invalidated = recordInvalidations();

describe("the reservation calendar at the content desk", () => {
  const database = withFreshDatabase();
  const db = () => database.handle().db;
  let editor: Account;
  let reviewer: Account;
  let parkId = 0;
  const today = tehranToday();
  const persian = (iso: string) => iso.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]!);

  beforeAll(async () => {
    await seedWorkspaces(db());
    editor = await staffAccount(db(), "editor");
    reviewer = await staffAccount(db(), "reviewer");
    parkId = (await db().select().from(branches).where(eq(branches.slug, "science-park")))[0]!.id;
  });

  const desk = deskCaller("admin/content/branches", "10.78.0.2");
  const list = async (account: Account) => callAs(account, calendars as never, "admin/content/calendar");
  const put = (account: Account, id: number, body: unknown) =>
    callAs(account, saveBranch as never, `admin/content/calendar/branches/${id}`, { id, body, method: "PUT" });
  const patchPlan = (account: Account, id: number, body: unknown) =>
    callAs(account, savePlan as never, `admin/content/calendar/plans/${id}`, { id, body, method: "PATCH" });
  const planCalendar = async (planId: number) =>
    (await (
      await getFrom(availability as never, `?from=${today}&to=${addDaysIso(today, 60)}`, {
        context: { params: Promise.resolve({ id: String(planId) }) },
      })
    ).json()) as PlanAvailability;

  it("lets editors and admins in, and no one else", async () => {
    expect((await list(reviewer)).status).toBe(403);
    expect(
      (await calendars(new Request("http://localhost/api/v1/admin/content/calendar"), undefined as never)).status,
    ).toBe(401);
    expect((await put(reviewer, parkId, { closed_weekdays: [], closed_days: [] })).status).toBe(403);
    const response = await list(editor);
    expect(response.status).toBe(200);
    const [park] = (await response.json()) as DeskBranchCalendar[];
    expect(park).toMatchObject({ id: parkId, name: "شعبه مرکزی پارک علم و فناوری", closed_weekdays: [5] });
    expect(park!.closed_days).toHaveLength(1);
    expect(park!.plans.find((plan) => plan.title === "میز آزاد روزانه")).toMatchObject({
      period: "day",
      daily_capacity: 40,
      location_name: "سالن کار اشتراکی",
    });
  });

  it("replaces a branch's days off and upcoming closed days, keeps past ones, and the public calendar follows", async () => {
    const past = addDaysIso(today, -3);
    await db().insert(branchClosedDays).values({ branchId: parkId, day: past, reason: "روز گذشته" });
    const [plan] = await db().select().from(locationPlans).where(eq(locationPlans.title, "میز آزاد روزانه")).limit(1);
    const holiday = addDaysIso(today, 20);
    const { version } = (await db().select().from(branches).where(eq(branches.id, parkId)))[0]!;
    const marks = invalidated.length;
    const response = await put(editor, parkId, {
      closed_weekdays: [5, 4, 5],
      closed_days: [{ date: persian(holiday), reason: "تعطیل رسمی" }],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      closed_weekdays: [4, 5],
      closed_days: [{ date: holiday, reason: "تعطیل رسمی" }],
      version: version + 1,
    });
    // The public workspace answers (the branch list shows the branch) are dropped.
    expect(invalidated.slice(marks)).toContainEqual(["workspace", `workspace:${parkId}`]);
    expect(await planCalendar(plan!.id)).toMatchObject({
      closed_weekdays: [4, 5],
      closed: [{ date: holiday, reason: "تعطیل رسمی" }],
    });
    expect(
      await db()
        .select()
        .from(branchClosedDays)
        .where(and(eq(branchClosedDays.branchId, parkId), eq(branchClosedDays.day, past))),
    ).toHaveLength(1);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "content.branch.calendar"));
    expect(entry).toMatchObject({ entity: "branch", entityId: String(parkId), actorId: editor.id });
    expect(entry!.before).toMatchObject({ closed_weekdays: [5], version });
    expect((entry!.before as { closed_days: unknown[] }).closed_days).toHaveLength(1);
    expect(entry!.after).toMatchObject({
      closed_weekdays: [4, 5],
      closed_days: [{ date: holiday, reason: "تعطیل رسمی" }],
      version: version + 1,
    });
  });

  it("sets a plan's daily capacity, or none, and says what is wrong in Persian", async () => {
    const [plan] = await db().select().from(locationPlans).where(eq(locationPlans.title, "میز آزاد روزانه")).limit(1);
    expect(await (await patchPlan(editor, plan!.id, { daily_capacity: "۱۲" })).json()).toEqual({
      id: plan!.id,
      daily_capacity: 12,
      version: plan!.version + 1,
    });
    expect(await (await patchPlan(editor, plan!.id, { daily_capacity: "" })).json()).toEqual({
      id: plan!.id,
      daily_capacity: null,
      version: plan!.version + 2,
    });
    const bad = await patchPlan(editor, plan!.id, { daily_capacity: 0 });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as Array<{ field: string; message: string }>)[0]).toMatchObject({
      field: "daily_capacity",
    });
    expect((await patchPlan(editor, 999999, { daily_capacity: 3 })).status).toBe(404);
    const audited = await db().select().from(auditLog).where(eq(auditLog.action, "content.plan.capacity"));
    expect(audited.map((entry) => [entry.before, entry.after])).toEqual([
      [
        expect.objectContaining({ daily_capacity: 40, version: plan!.version }),
        expect.objectContaining({ daily_capacity: 12, version: plan!.version + 1 }),
      ],
      [
        expect.objectContaining({ daily_capacity: 12 }),
        expect.objectContaining({ daily_capacity: null, version: plan!.version + 2 }),
      ],
    ]);
    // The plan form opened before these writes is stale now, and so is a capacity sent against the first version.
    expect(
      ((await desk(editor, readPlan, { params: { id: plan!.id } }).then((r) => r.json())) as AdminPlan).version,
    ).toBe(plan!.version + 2);
    expect((await patchPlan(editor, plan!.id, { daily_capacity: 5, version: plan!.version })).status).toBe(409);
  });

  it("makes a calendar change a new version of the branch: a branch form opened before it gets 409, and restoring an older version keeps today's days off", async () => {
    const opened = await answeredWith<AdminBranch>(desk(editor, readBranch, { params: { id: parkId } }));
    const closed = await answeredWith<{ closed_weekdays: number[]; version: number }>(
      put(editor, parkId, { closed_weekdays: [3, 5], closed_days: [], version: opened.version }),
    );
    expect(closed).toMatchObject({ closed_weekdays: [3, 5], version: opened.version + 1 });
    // The form still shows the old days off: saving it must not put them back.
    const stale = await desk(editor, patchBranch, {
      params: { id: parkId },
      body: { hours: "همه روزه ۹ تا ۱۸", closed_weekdays: opened.closed_weekdays, version: opened.version },
    });
    expect(stale.status).toBe(409);
    // A calendar opened before the change is stale too.
    expect((await put(editor, parkId, { closed_weekdays: [5], closed_days: [], version: opened.version })).status).toBe(
      409,
    );
    // Restoring the version from before the change brings the other fields back, not the days off.
    await answeredWith(
      desk(editor, patchBranch, {
        params: { id: parkId },
        body: { hours: "همه روزه ۹ تا ۱۸", version: closed.version },
      }),
    );
    const restored = await answeredWith<AdminBranch>(
      desk(editor, restoreBranch, { params: { id: parkId, version: opened.version }, body: {} }),
    );
    expect(restored).toMatchObject({ hours: opened.hours, closed_weekdays: [3, 5], version: closed.version + 2 });
    const [inPark] = await db()
      .select({ id: locationPlans.id })
      .from(locationPlans)
      .innerJoin(locations, eq(locations.id, locationPlans.locationId))
      .where(eq(locations.branchId, parkId))
      .limit(1);
    expect((await planCalendar(inPark!.id)).closed_weekdays).toEqual([3, 5]);
  });

  it("refuses bad days: a twice-named day, a day that is not one, every weekday off", async () => {
    const twice = await put(editor, parkId, {
      closed_weekdays: [],
      closed_days: [
        { date: addDaysIso(today, 5), reason: "یک" },
        { date: addDaysIso(today, 5), reason: "دو دو" },
      ],
    });
    expect(twice.status).toBe(422);
    const notADay = await put(editor, parkId, {
      closed_weekdays: [],
      closed_days: [{ date: "1405/13/40", reason: "نامعتبر" }],
    });
    expect(((await notADay.json()) as Array<{ field: string; message: string }>)[0]).toEqual({
      field: "closed_days.0.date",
      message: "روز تعطیل معتبر نیست.",
    });
    expect((await put(editor, parkId, { closed_weekdays: [0, 1, 2, 3, 4, 5, 6], closed_days: [] })).status).toBe(422);
    expect((await put(editor, 999999, { closed_weekdays: [], closed_days: [] })).status).toBe(404);
  });
});
