// A plan's reservation calendar (issue 14): the days a reservation cannot start (the branch's weekly
// day off, its closed days with their reason, the plan's full days) as the form reads them, and the
// API refusing each (422 on `date`, in Persian); a rejected request gives its place back; two
// visitors racing for the last place get one 201 and one refusal.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as availability } from "@/app/api/v1/location-plan/[id]/availability/route";
import { POST as create } from "@/app/api/v1/reservation/create/route";
import { branches, locationPlans, locations, requests, services } from "@/server/db/schema";
import { CLOSED_DAY_MESSAGE, closedDayMessage, FULL_DAY_MESSAGE } from "@/server/reservations/calendar";
import { DEMO_CLOSED_DAYS, seededOpenDay, seedWorkspaces } from "@/server/seed/workspaces";
import { setSmsProvider } from "@/server/sms";
import { addDaysIso, isoWeekday, tehranToday } from "@/shared/format/date";
import type { PlanAvailability } from "@/shared/types/workspaces";
import { solvedCaptcha } from "../support/captcha";
import { withFreshDatabase } from "../support/database";
import { getFrom, postJson } from "../support/http";

describe("a plan's reservation calendar", () => {
  const database = withFreshDatabase();
  const db = () => database.handle().db;
  const ids = { park: 0, hall: 0, hotDesk: 0, plan: 0 };
  let mobile = 100;

  beforeAll(async () => {
    setSmsProvider({ name: "test", send: async () => {} });
    await seedWorkspaces(db());
    ids.park = (await db().select().from(branches).where(eq(branches.slug, "science-park")))[0]!.id;
    ids.hall = (
      await db()
        .select()
        .from(locations)
        .where(and(eq(locations.branchId, ids.park), eq(locations.name, "سالن کار اشتراکی")))
    )[0]!.id;
    ids.hotDesk = (await db().select().from(services).where(eq(services.slug, "hot-desk")))[0]!.id;
    ids.plan = (
      await db()
        .select()
        .from(locationPlans)
        .where(and(eq(locationPlans.locationId, ids.hall), eq(locationPlans.title, "میز آزاد روزانه")))
    )[0]!.id;
  });
  afterAll(() => setSmsProvider(undefined));

  const calendar = async (query: string, id = ids.plan) =>
    getFrom(availability as never, query, {
      path: `location-plan/${id}/availability`,
      context: { params: Promise.resolve({ id: String(id) }) },
    });
  const reserve = async (date: string) =>
    postJson(
      create,
      {
        user_name: "نیلوفر احمدی",
        user_birthday: "1996-05-14",
        user_activity: "طراحی محصول",
        user_experience: "چهار سال طراحی",
        user_mobile: `09130000${String(mobile++).padStart(3, "0")}`,
        user_email: "",
        service: String(ids.hotDesk),
        branch: String(ids.park),
        location_id: String(ids.hall),
        location_plan_id: String(ids.plan),
        date,
        accept: true,
        ...(await solvedCaptcha()),
      },
      { path: "reservation/create" },
    );
  const dateErrors = async (response: Response) => {
    expect(response.status).toBe(422);
    return response.json();
  };

  it("lists the weekly day off, the closed days with their reason and no full day at first", async () => {
    const today = tehranToday();
    const response = await calendar(
      "?from=" + today.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]!) + "&to=" + addDaysIso(today, 30),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const days = (await response.json()) as PlanAvailability;
    expect(days).toMatchObject({
      plan_id: ids.plan,
      from: today,
      to: addDaysIso(today, 30),
      closed_weekdays: [5],
      full: [],
    });
    expect(days.closed).toEqual([{ date: DEMO_CLOSED_DAYS[0]!(today).day, reason: "نوسازی سالن کار اشتراکی" }]);
  });

  it("refuses a Friday and a closed day, saying why", async () => {
    let friday = addDaysIso(tehranToday(), 1);
    while (isoWeekday(friday) !== 5) friday = addDaysIso(friday, 1);
    expect(await dateErrors(await reserve(friday))).toEqual([{ field: "date", message: CLOSED_DAY_MESSAGE }]);
    const closed = DEMO_CLOSED_DAYS[0]!(tehranToday()).day;
    expect(await dateErrors(await reserve(closed))).toEqual([
      { field: "date", message: closedDayMessage("نوسازی سالن کار اشتراکی") },
    ]);
  });

  it("fills a day at its capacity, shows it full, and a rejected request gives its place back", async () => {
    await db().update(locationPlans).set({ dailyCapacity: 2 }).where(eq(locationPlans.id, ids.plan));
    const day = seededOpenDay(5);
    const first = await reserve(day);
    expect(first.status).toBe(201);
    expect((await reserve(day)).status).toBe(201);
    expect(await dateErrors(await reserve(day))).toEqual([{ field: "date", message: FULL_DAY_MESSAGE }]);
    expect(((await (await calendar(`?from=${day}&to=${day}`)).json()) as PlanAvailability).full).toEqual([day]);

    await db()
      .update(requests)
      .set({ status: "rejected" })
      .where(eq(requests.id, ((await first.json()) as { id: number }).id));
    expect(((await (await calendar(`?from=${day}&to=${day}`)).json()) as PlanAvailability).full).toEqual([]);
    expect((await reserve(day)).status).toBe(201);
  });

  it("gives the last place to one of two visitors racing for it", async () => {
    await db().update(locationPlans).set({ dailyCapacity: 1 }).where(eq(locationPlans.id, ids.plan));
    const day = seededOpenDay(20);
    const statuses = (await Promise.all([reserve(day), reserve(day)])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 422]);
  });

  it("answers a bad range with 422 and an unknown plan with 404, in Persian", async () => {
    expect((await calendar("?from=1405/01/01")).status).toBe(422);
    expect((await calendar(`?from=${tehranToday()}&to=${addDaysIso(tehranToday(), 500)}`)).status).toBe(422);
    const unknown = await calendar("", 999999);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
  });

  it("a plan without a daily limit is never full", async () => {
    await db().update(locationPlans).set({ dailyCapacity: null }).where(eq(locationPlans.id, ids.plan));
    const day = seededOpenDay(25);
    for (let i = 0; i < 3; i++) expect((await reserve(day)).status).toBe(201);
    expect(((await (await calendar(`?from=${day}&to=${day}`)).json()) as PlanAvailability).full).toEqual([]);
  });
});
