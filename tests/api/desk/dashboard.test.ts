// The desk's dashboard: today and this week (from Saturday, Tehran time) per kind, decided, still
// waiting for a call, and the busiest branches and plans; a reviewer sees only its kinds.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as dashboard } from "@/app/api/v1/admin/dashboard/route";
import { branches, requestStatusHistory } from "@/server/db/schema";
import { deskDashboard, tehranPeriodStarts } from "@/server/desk/dashboard";
import { seedWorkspaces } from "@/server/seed/workspaces";
import type { DeskDashboard } from "@/shared/types/desk";
import { withFreshDatabase } from "../../support/database";
import { bearer, getFrom } from "../../support/http";
import { staffAccount, storeRequest, type Account } from "../../support/staff";

// A Wednesday, 13:30 in Tehran.
const NOW = new Date("2026-11-25T10:00:00Z");

describe("the desk's dashboard", () => {
  const database = withFreshDatabase();
  let reviewer: Account;
  let branchA: { id: number; name: string };
  let branchB: { id: number; name: string };

  beforeAll(async () => {
    const db = database.handle().db;
    await seedWorkspaces(db);
    [branchA, branchB] = (await db
      .select({ id: branches.id, name: branches.name })
      .from(branches)
      .orderBy(branches.id)) as [typeof branchA, typeof branchB];
    reviewer = await staffAccount(db, "reviewer", ["reservation"]);
    // Four reservations, the last one before this week: two to branch A for the monthly desk, two to B for the meeting room.
    const monthlyDesk = { subjectId: 7, subjectTitle: "پلن ماهانه میز اشتراکی" };
    const meetingRoom = { subjectId: 9, subjectTitle: "پلن روزانه اتاق جلسه" };
    const reservations: Array<[{ id: number }, typeof monthlyDesk, string]> = [
      [branchA, monthlyDesk, "2026-11-25T09:00:00Z"],
      [branchA, monthlyDesk, "2026-11-23T09:00:00Z"],
      [branchB, meetingRoom, "2026-11-22T09:00:00Z"],
      [branchB, meetingRoom, "2026-11-19T09:00:00Z"],
    ];
    for (const [branch, plan, sentAt] of reservations) {
      await storeRequest(db, {
        kind: "reservation",
        payload: { branch: branch.id },
        createdAt: new Date(sentAt),
        ...plan,
      });
    }
    const idea = await storeRequest(db, { kind: "idea", createdAt: new Date("2026-11-25T08:00:00Z") });
    await db
      .insert(requestStatusHistory)
      .values({ requestId: idea.id, status: "rejected", createdAt: new Date("2026-11-25T09:30:00Z") });
  });

  it("a Tehran week starts on Saturday at midnight, Tehran time", () => {
    expect(tehranPeriodStarts(NOW)).toEqual({
      today: new Date("2026-11-24T20:30:00Z"),
      week: new Date("2026-11-20T20:30:00Z"),
    });
  });

  it("counts today's and this week's requests per kind, the decided, those waiting for a call, and where reservations go", async () => {
    const admin = { role: "admin" as const, kinds: [] };
    const figures = await deskDashboard(database.handle().db, admin, NOW);
    expect(figures.today).toEqual({ new_total: 2, new_by_kind: { reservation: 1, idea: 1 }, decided: 1 });
    expect(figures.week).toEqual({ new_total: 4, new_by_kind: { reservation: 3, idea: 1 }, decided: 1 });
    expect(figures.waiting_for_call).toBe(5);
    expect(figures.busiest_branches).toEqual([
      { id: branchA.id, name: branchA.name, count: 2 },
      { id: branchB.id, name: branchB.name, count: 1 },
    ]);
    expect(figures.busiest_plans).toEqual([
      { id: 7, title: "پلن ماهانه میز اشتراکی", count: 2 },
      { id: 9, title: "پلن روزانه اتاق جلسه", count: 1 },
    ]);
  });

  it("a reviewer of reservations sees only reservations", async () => {
    const response = await getFrom(dashboard, "", { path: "admin/dashboard", headers: bearer(reviewer.token) });
    expect(response.status).toBe(200);
    const figures = (await response.json()) as DeskDashboard;
    expect(Object.keys(figures.week.new_by_kind)).toEqual(expect.not.arrayContaining(["idea"]));
    expect(figures.waiting_for_call).toBe(4);
  });
});
