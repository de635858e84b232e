import "server-only";
// The desk's first screen (issue 13, "A dashboard"): today and this week, new requests per kind,
// those still waiting for a call, those decided; and where reservations go (branches, plans).
import { and, desc, gte, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { Database } from "@/server/db/types";
import { branches, requests, requestStatusHistory } from "@/server/db/schema";
import { countAll } from "@/server/catalog/query";
import { REQUEST_KINDS, type RequestKind } from "@/shared/request-labels";
import { reviewableKinds, type StaffAccess } from "@/shared/staff";
import { FINAL_STATUSES } from "@/shared/request-workflow";
import type { DeskDashboard, DeskPeriodFigures } from "@/shared/types/desk";
import { addDaysIso, jalaliOfIsoDate, tehranDayStart, tehranToday } from "@/shared/format/date";

/** The start of today and of this week (Saturday) in Tehran. */
export function tehranPeriodStarts(now: Date): { today: Date; week: Date } {
  const day = tehranToday(now);
  const { weekday } = jalaliOfIsoDate(day); // 0 Saturday … 6 Friday
  return { today: tehranDayStart(day), week: tehranDayStart(addDaysIso(day, -weekday)) };
}

const DECISIONS = ["approved", "rejected"];
async function periodFigures(db: Database, kinds: RequestKind[], since: Date): Promise<DeskPeriodFigures> {
  const [created, [{ decided } = { decided: 0 }]] = await Promise.all([
    db
      .select({ kind: requests.kind, count: countAll })
      .from(requests)
      .where(and(inArray(requests.kind, kinds), gte(requests.createdAt, since)))
      .groupBy(requests.kind),
    db
      .select({ decided: sql<number>`cast(count(distinct ${requestStatusHistory.requestId}) as integer)` })
      .from(requestStatusHistory)
      .innerJoin(requests, sql`${requests.id} = ${requestStatusHistory.requestId}`)
      .where(
        and(
          inArray(requests.kind, kinds),
          inArray(requestStatusHistory.status, DECISIONS),
          gte(requestStatusHistory.createdAt, since),
        ),
      ),
  ]);
  const byKind: DeskPeriodFigures["new_by_kind"] = {};
  for (const row of created) if (Object.hasOwn(REQUEST_KINDS, row.kind)) byKind[row.kind as RequestKind] = row.count;
  return { new_total: created.reduce((sum, row) => sum + row.count, 0), new_by_kind: byKind, decided };
}

export async function deskDashboard(db: Database, access: StaffAccess, now = new Date()): Promise<DeskDashboard> {
  const kinds = reviewableKinds(access);
  const { today, week } = tehranPeriodStarts(now);
  const reservationsThisWeek = and(
    inArray(requests.kind, kinds.includes("reservation") ? ["reservation"] : []),
    gte(requests.createdAt, week),
  );
  const branchId = sql<string>`${requests.payload}->>'branch'`;
  const [todayFigures, weekFigures, [{ waiting } = { waiting: 0 }], branchRows, planRows] = await Promise.all([
    periodFigures(db, kinds, today),
    periodFigures(db, kinds, week),
    db
      .select({ waiting: countAll })
      .from(requests)
      .where(
        and(
          inArray(requests.kind, kinds),
          notInArray(requests.status, [...FINAL_STATUSES]),
          isNull(requests.lastCalledAt),
        ),
      ),
    db
      .select({ id: branches.id, name: branches.name, count: countAll })
      .from(requests)
      .innerJoin(branches, sql`${branches.id}::text = ${branchId}`)
      .where(reservationsThisWeek)
      .groupBy(branches.id, branches.name)
      .orderBy(desc(countAll), branches.id)
      .limit(5),
    db
      .select({ id: requests.subjectId, title: requests.subjectTitle, count: countAll })
      .from(requests)
      .where(and(reservationsThisWeek, sql`${requests.subjectId} is not null`))
      .groupBy(requests.subjectId, requests.subjectTitle)
      .orderBy(desc(countAll), requests.subjectId)
      .limit(5),
  ]);
  return {
    today: todayFigures,
    week: weekFigures,
    waiting_for_call: waiting,
    busiest_branches: branchRows,
    busiest_plans: planRows.map((row) => ({ id: row.id!, title: row.title ?? "", count: row.count })),
  };
}
