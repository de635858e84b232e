import "server-only";
// Which days a plan can be reserved to start (issue 14): not on its branch's weekly days off, not on
// a closed day the desk set (with the reason visitors read), and not on a day that already has as
// many live reservation requests as the plan's daily capacity (a rejected or cancelled one frees
// its place). The reservation form greys those days out; the API refuses them, counting again
// under a lock on the plan so two visitors cannot take the last place at once.
import { and, count, eq, gte, lte, notInArray, sql } from "drizzle-orm";
import { branchClosedDays, branches, locationPlans, locations, requests } from "@/server/db/schema";
import { publicPlan } from "@/server/publishing/lifecycle";
import type { Database } from "@/server/db/types";
import { ValidationFailure } from "@/server/http/validation";
import { isoWeekday } from "@/shared/format/date";
import type { PlanAvailability } from "@/shared/types/workspaces";

export const CLOSED_DAY_MESSAGE = "شعبه در این روز تعطیل است؛ روز دیگری را انتخاب کنید.";
/** A closed day's refusal, with its reason when the desk gave one. */
export const closedDayMessage = (reason?: string) =>
  reason ? `شعبه در این روز تعطیل است (${reason})؛ روز دیگری را انتخاب کنید.` : CLOSED_DAY_MESSAGE;
export const FULL_DAY_MESSAGE = "ظرفیت این پلن در این روز تکمیل است؛ روز دیگری را انتخاب کنید.";

/** Reservation statuses that give the place back. */
const RELEASED = ["rejected", "cancelled"];
const reservationDay = sql<string>`${requests.payload}->>'date'`;

type PlanPlace = { planId: number; dailyCapacity: number | null; branchId: number; closedWeekdays: number[] };

async function placeOf(db: Database, planId: number): Promise<PlanPlace | undefined> {
  const [row] = await db
    .select({
      planId: locationPlans.id,
      dailyCapacity: locationPlans.dailyCapacity,
      branchId: branches.id,
      closedWeekdays: branches.closedWeekdays,
    })
    .from(locationPlans)
    .innerJoin(locations, eq(locations.id, locationPlans.locationId))
    .innerJoin(branches, eq(branches.id, locations.branchId))
    .where(and(eq(locationPlans.id, planId), publicPlan()))
    .limit(1);
  return row;
}

/** Live reservation requests of the plan per start day, between two days. */
async function takenPerDay(db: Database, planId: number, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ day: reservationDay, taken: count() })
    .from(requests)
    .where(
      and(
        eq(requests.kind, "reservation"),
        eq(requests.subjectId, planId),
        notInArray(requests.status, RELEASED),
        gte(reservationDay, from),
        lte(reservationDay, to),
      ),
    )
    .groupBy(reservationDay);
  return new Map(rows.map((row) => [row.day, Number(row.taken)]));
}

/** The plan's days off, closed days and full days between `from` and `to` (inclusive, YYYY-MM-DD); undefined for an unknown plan. */
export async function planAvailability(
  db: Database,
  planId: number,
  from: string,
  to: string,
): Promise<PlanAvailability | undefined> {
  const place = await placeOf(db, planId);
  if (!place) return undefined;
  const [closed, taken] = await Promise.all([
    db
      .select({ date: branchClosedDays.day, reason: branchClosedDays.reason })
      .from(branchClosedDays)
      .where(
        and(
          eq(branchClosedDays.branchId, place.branchId),
          gte(branchClosedDays.day, from),
          lte(branchClosedDays.day, to),
        ),
      )
      .orderBy(branchClosedDays.day),
    place.dailyCapacity === null ? Promise.resolve(new Map<string, number>()) : takenPerDay(db, planId, from, to),
  ]);
  const full = [...taken].filter(([, n]) => n >= place.dailyCapacity!).map(([day]) => day);
  return { plan_id: planId, from, to, closed_weekdays: place.closedWeekdays, closed, full: full.sort() };
}

/** Refuses (422 on `date`) a start day the branch is closed or the plan is full; call inside the request's transaction. */
export async function assertDayOpen(db: Database, planId: number, day: string): Promise<void> {
  // The lock queues concurrent requests for this plan, so the count below sees the ones before.
  await db.select({ id: locationPlans.id }).from(locationPlans).where(eq(locationPlans.id, planId)).for("update");
  const place = await placeOf(db, planId);
  if (!place) return;
  if (place.closedWeekdays.includes(isoWeekday(day))) throw new ValidationFailure("date", CLOSED_DAY_MESSAGE);
  const [closed] = await db
    .select({ reason: branchClosedDays.reason })
    .from(branchClosedDays)
    .where(and(eq(branchClosedDays.branchId, place.branchId), eq(branchClosedDays.day, day)))
    .limit(1);
  if (closed) throw new ValidationFailure("date", closedDayMessage(closed.reason));
  if (place.dailyCapacity === null) return;
  const taken = (await takenPerDay(db, planId, day, day)).get(day) ?? 0;
  if (taken >= place.dailyCapacity) throw new ValidationFailure("date", FULL_DAY_MESSAGE);
}
