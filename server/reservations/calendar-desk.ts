import "server-only";
// The content desk's side of the reservation calendar (issue 14): every branch with its weekly days
// off, its closed days from today on and its plans' daily capacity; an editor replaces a branch's
// days off and upcoming closed days in one write (past ones stay, as history), or sets a plan's
// capacity. Each is a write of the branch or the plan through ./content/writes.ts like the desk's
// other edits: its version goes up, it is audited with before and after, and the cached workspace
// answers are dropped.
import { and, asc, eq, gte, ne } from "drizzle-orm";
import { BRANCH_KIND } from "@/server/workspaces/branches-desk";
import { PLAN_KIND } from "@/server/workspaces/plans-desk";
import { changeContent } from "@/server/publishing/writes";
import { branchClosedDays, branches, locationPlans, locations } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import type { StaffCaller } from "@/server/staff/access";
import { tehranToday } from "@/shared/format/date";
import type { DeskBranchCalendar, PlanPeriod } from "@/shared/types/workspaces";
import type { BranchCalendar } from "@/validation/content/calendar";

export const BRANCH_NOT_FOUND = "این شعبه پیدا نشد.";
export const PLAN_NOT_FOUND_MESSAGE = "این پلن پیدا نشد.";

type ClosedDay = { date: string; reason: string };
export type BranchCalendarAnswer = { closed_weekdays: number[]; closed_days: ClosedDay[]; version: number };
export type PlanCapacityAnswer = { id: number; daily_capacity: number | null; version: number };

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
    version: branch.version,
    closed_days: closed
      .filter((day) => day.branchId === branch.id)
      .map((day) => ({ date: day.day, reason: day.reason })),
    plans: plans
      .filter((row) => row.branchId === branch.id)
      .map(({ plan, locationName }) => ({
        id: plan.id,
        title: plan.title,
        location_name: locationName,
        period: plan.period as PlanPeriod,
        daily_capacity: plan.dailyCapacity,
        version: plan.version,
      })),
  }));
}

/** The branch's closed days from `today` on, by date. */
async function closedDaysFrom(db: Database, branchId: number, today: string): Promise<ClosedDay[]> {
  return db
    .select({ date: branchClosedDays.day, reason: branchClosedDays.reason })
    .from(branchClosedDays)
    .where(and(eq(branchClosedDays.branchId, branchId), gte(branchClosedDays.day, today)))
    .orderBy(asc(branchClosedDays.day));
}

const sameDays = (a: readonly ClosedDay[], b: readonly ClosedDay[]) =>
  a.length === b.length && a.every((day, index) => day.date === b[index]!.date && day.reason === b[index]!.reason);

/**
 * Replaces the branch's weekly days off and its closed days from today on: a write of the branch
 * like any desk edit (./content/writes.ts), so its version goes up (a branch form opened before
 * it gets 409 instead of putting the old days off back), the audit entry holds the closed days
 * besides the branch's fields, and the cached workspace answers are dropped.
 */
export async function saveBranchCalendar(
  db: Database,
  staff: StaffCaller,
  branchId: number,
  input: BranchCalendar,
  today = tehranToday(),
): Promise<BranchCalendarAnswer> {
  let closedDays: ClosedDay[] = [];
  const branch = await changeContent(db, BRANCH_KIND, staff, branchId, "calendar", input.version, async (row, t) => {
    const before = (closedDays = await closedDaysFrom(t, branchId, today));
    const upcoming = input.closed_days.filter((day) => day.date >= today).sort((a, b) => a.date.localeCompare(b.date));
    const sameWeekdays =
      row.closedWeekdays.length === input.closed_weekdays.length &&
      row.closedWeekdays.every((day, index) => day === input.closed_weekdays[index]);
    if (sameWeekdays && sameDays(before, upcoming)) return null;
    await t
      .delete(branchClosedDays)
      .where(and(eq(branchClosedDays.branchId, branchId), gte(branchClosedDays.day, today)));
    if (upcoming.length)
      await t.insert(branchClosedDays).values(upcoming.map((day) => ({ branchId, day: day.date, reason: day.reason })));
    const after = (closedDays = await closedDaysFrom(t, branchId, today));
    return {
      values: { closedWeekdays: input.closed_weekdays },
      audited: { before: { closed_days: before }, after: { closed_days: after } },
    };
  });
  return { closed_weekdays: branch.closed_weekdays, closed_days: closedDays, version: branch.version };
}

/** Sets a plan's daily capacity (null: no limit): a write of the plan like any desk edit (version, audit, cached answers). */
export async function savePlanCapacity(
  db: Database,
  staff: StaffCaller,
  planId: number,
  dailyCapacity: number | null,
  version?: number,
): Promise<PlanCapacityAnswer> {
  const plan = await changeContent(db, PLAN_KIND, staff, planId, "capacity", version, async (row) =>
    row.dailyCapacity === dailyCapacity
      ? null
      : {
          values: { dailyCapacity },
          audited: { before: { daily_capacity: row.dailyCapacity }, after: { daily_capacity: dailyCapacity } },
        },
  );
  return { id: planId, daily_capacity: plan.daily_capacity, version: plan.version };
}
