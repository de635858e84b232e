import "server-only";
// The content desk's side of the reservation calendar (issue 14): every branch with its weekly days
// off, its closed days from today on and its plans' daily capacity; an editor replaces a branch's
// days off and upcoming closed days in one write (past ones stay, as history), or sets a plan's
// capacity. Each write is audited with before and after. Nothing public is cached from these (the
// availability answer is read fresh), so no cache tag is dropped.
import { and, asc, eq, gte, inArray, ne } from "drizzle-orm";
import { audit } from "@/server/audit/log";
import { branchClosedDays, branches, locationPlans, locations } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { notFound } from "@/server/http/errors";
import type { StaffCaller } from "@/server/staff/access";
import { tehranToday } from "@/shared/format/date";
import type { DeskBranchCalendar, PlanPeriod } from "@/shared/types/workspaces";
import type { BranchCalendar } from "@/validation/content/calendar";

export const BRANCH_NOT_FOUND = "این شعبه پیدا نشد.";
export const PLAN_NOT_FOUND_MESSAGE = "این پلن پیدا نشد.";

export async function listBranchCalendars(db: Database, today = tehranToday()): Promise<DeskBranchCalendar[]> {
  const [branchRows, closed, plans] = await Promise.all([
    db.select().from(branches).orderBy(asc(branches.sortOrder), asc(branches.id)),
    db.select().from(branchClosedDays).where(gte(branchClosedDays.day, today)).orderBy(asc(branchClosedDays.day)),
    db
      .select({ plan: locationPlans, locationName: locations.name, branchId: locations.branchId })
      .from(locationPlans)
      .innerJoin(locations, eq(locations.id, locationPlans.locationId))
      .where(ne(locationPlans.status, "archived"))
      .orderBy(asc(locations.sortOrder), asc(locationPlans.sortOrder), asc(locationPlans.id)),
  ]);
  return branchRows.map((branch) => ({
    id: branch.id,
    name: branch.name,
    closed_weekdays: branch.closedWeekdays,
    closed_days: closed.filter((day) => day.branchId === branch.id).map((day) => ({ date: day.day, reason: day.reason })),
    plans: plans
      .filter((row) => row.branchId === branch.id)
      .map(({ plan, locationName }) => ({ id: plan.id, title: plan.title, location_name: locationName, period: plan.period as PlanPeriod, daily_capacity: plan.dailyCapacity })),
  }));
}

async function calendarOf(db: Database, branchId: number, today: string) {
  const [branch] = await db.select().from(branches).where(eq(branches.id, branchId)).limit(1);
  if (!branch) throw notFound(BRANCH_NOT_FOUND);
  const days = await db
    .select({ date: branchClosedDays.day, reason: branchClosedDays.reason })
    .from(branchClosedDays)
    .where(and(eq(branchClosedDays.branchId, branchId), gte(branchClosedDays.day, today)))
    .orderBy(asc(branchClosedDays.day));
  return { closed_weekdays: branch.closedWeekdays, closed_days: days };
}

/** Replaces the branch's weekly days off and its closed days from today on. */
export async function saveBranchCalendar(db: Database, staff: StaffCaller, branchId: number, input: BranchCalendar, today = tehranToday()) {
  return db.transaction(async (t) => {
    await t.select({ id: branches.id }).from(branches).where(eq(branches.id, branchId)).for("update");
    const before = await calendarOf(t, branchId, today);
    await t.update(branches).set({ closedWeekdays: input.closed_weekdays }).where(eq(branches.id, branchId));
    await t.delete(branchClosedDays).where(and(eq(branchClosedDays.branchId, branchId), gte(branchClosedDays.day, today)));
    const upcoming = input.closed_days.filter((day) => day.date >= today);
    if (upcoming.length) {
      const past = await t
        .select({ day: branchClosedDays.day })
        .from(branchClosedDays)
        .where(
          and(
            eq(branchClosedDays.branchId, branchId),
            inArray(
              branchClosedDays.day,
              upcoming.map((day) => day.date),
            ),
          ),
        );
      const kept = new Set(past.map((row) => row.day));
      await t.insert(branchClosedDays).values(upcoming.filter((day) => !kept.has(day.date)).map((day) => ({ branchId, day: day.date, reason: day.reason })));
    }
    const after = await calendarOf(t, branchId, today);
    await audit(t, { actorId: staff.user.id, action: "content.branch.calendar", entity: "branch", entityId: branchId, before, after, ip: staff.ip });
    return after;
  });
}

/** Sets a plan's daily capacity (null: no limit). */
export async function savePlanCapacity(db: Database, staff: StaffCaller, planId: number, dailyCapacity: number | null): Promise<{ id: number; daily_capacity: number | null }> {
  return db.transaction(async (t) => {
    const [plan] = await t.select().from(locationPlans).where(eq(locationPlans.id, planId)).for("update");
    if (!plan) throw notFound(PLAN_NOT_FOUND_MESSAGE);
    await t.update(locationPlans).set({ dailyCapacity }).where(eq(locationPlans.id, planId));
    await audit(t, {
      actorId: staff.user.id,
      action: "content.plan.capacity",
      entity: "plan",
      entityId: planId,
      before: { daily_capacity: plan.dailyCapacity },
      after: { daily_capacity: dailyCapacity },
      ip: staff.ip,
    });
    return { id: planId, daily_capacity: dailyCapacity };
  });
}
