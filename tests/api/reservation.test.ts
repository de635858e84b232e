// POST /v1/reservation/create on seeded workspaces and coupons: a reservation stored and read
// back (plan as subject, price and discount in the payload), each field's Persian 422, the
// branch/space/service/plan consistency checks, the suggested date's bounds, the discount code
// re-checked, captcha for anonymous senders only, idempotent replays, and garbage bodies.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/v1/reservation/create/route";
import { seedCoupons } from "@/server/seed/coupons";
import { branchClosedDays, branches, locationPlans, locations, services } from "@/server/db/schema";
import { setSmsProvider } from "@/server/sms";
import type { SmsMessage } from "@/server/sms/provider";
import { addDaysIso } from "@/shared/format/date";
import { tehranToday } from "@/shared/format/date";
import { seededOpenDay, seedWorkspaces } from "@/server/seed/workspaces";
import { storedRequest, withFreshDatabase } from "../support/database";
import { expectReplayed } from "../support/http";
import { requestForm } from "../support/request-form";
import { CAPTCHA_MESSAGES } from "@/validation/requests/captcha-messages";
import { signedInMember } from "../support/staff";

const COLUMNS = ["kind", "payload", "subject_id", "subject_title", "user_id", "mobile", "full_name"];
const sms: SmsMessage[] = [];
const form = requestForm(create, "reservation/create");

describe("workspace reservation", () => {
  const database = withFreshDatabase();
  const ids = {
    hotDesk: 0,
    meetingRoom: 0,
    park: 0,
    shafa: 0,
    hall: 0,
    teamRooms: 0,
    shafaHall: 0,
    dailyDesk: 0,
    meetingPlan: 0,
    teamPlan: 0,
    shafaDesk: 0,
  };
  let dailyPrice = 0;

  beforeAll(async () => {
    setSmsProvider({ name: "test", send: async (m) => void sms.push(m) });
    const db = database.handle().db;
    await seedWorkspaces(db);
    await seedCoupons(db);
    const service = async (slug: string) => (await db.select().from(services).where(eq(services.slug, slug)))[0]!.id;
    const branch = async (slug: string) => (await db.select().from(branches).where(eq(branches.slug, slug)))[0]!.id;
    const location = async (branchId: number, name: string) =>
      (
        await db
          .select()
          .from(locations)
          .where(and(eq(locations.branchId, branchId), eq(locations.name, name)))
      )[0]!.id;
    const plan = async (locationId: number, title: string) =>
      (
        await db
          .select()
          .from(locationPlans)
          .where(and(eq(locationPlans.locationId, locationId), eq(locationPlans.title, title)))
      )[0]!;
    ids.hotDesk = await service("hot-desk");
    ids.meetingRoom = await service("meeting-room");
    ids.park = await branch("science-park");
    ids.shafa = await branch("shafa");
    ids.hall = await location(ids.park, "سالن کار اشتراکی");
    ids.teamRooms = await location(ids.park, "اتاق‌های تیمی");
    const daily = await plan(ids.hall, "میز آزاد روزانه");
    ids.dailyDesk = daily.id;
    dailyPrice = daily.price;
    const [shafaLocation] = await db.select().from(locations).where(eq(locations.branchId, ids.shafa));
    ids.shafaHall = shafaLocation!.id;
    ids.shafaDesk = (await db.select().from(locationPlans).where(eq(locationPlans.locationId, ids.shafaHall)))[0]!.id;
    ids.teamPlan = (await db.select().from(locationPlans).where(eq(locationPlans.locationId, ids.teamRooms)))[0]!.id;
    const [meeting] = await db.select().from(locationPlans).where(eq(locationPlans.serviceId, ids.meetingRoom));
    ids.meetingPlan = meeting!.id;
  });
  afterAll(() => setSmsProvider(undefined));

  const valid = () => ({
    user_name: "نیلوفر احمدی",
    user_birthday: "1996-05-14",
    user_activity: "طراحی محصول دیجیتال",
    user_experience: "۴ سال طراحی رابط کاربری برای استارتاپ‌ها",
    user_mobile: "۰۹۱۳۴۵۶۷۸۹۰",
    user_email: "niloofar@example.com",
    service: String(ids.hotDesk),
    branch: String(ids.park),
    location_id: String(ids.hall),
    location_plan_id: String(ids.dailyDesk),
    manager: "",
    topic: "طراحی یک اپلیکیشن گردشگری برای کرمان",
    date: seededOpenDay(3),
    accept: true,
  });

  it("stores a reservation about its plan, with the plan's price, and reads it back", async () => {
    const db = database.handle().db;
    const receipt = await form.acceptedJson(valid());
    expect(receipt).toMatchObject({
      kind: "reservation",
      kind_label: "رزرو فضای کار",
      status: "received",
      subject_title: "پلن میز آزاد روزانه در سالن کار اشتراکی، شعبه مرکزی پارک علم و فناوری",
    });
    const row = await storedRequest(db, receipt.tracking_code, COLUMNS);
    expect(row).toMatchObject({
      kind: "reservation",
      subject_id: ids.dailyDesk,
      user_id: null,
      mobile: "09134567890",
      full_name: "نیلوفر احمدی",
    });
    expect(row.payload).toMatchObject({
      user_mobile: "09134567890",
      user_experience: "4 سال طراحی رابط کاربری برای استارتاپ‌ها",
      service: ids.hotDesk,
      branch: ids.park,
      location_id: ids.hall,
      location_plan_id: ids.dailyDesk,
      date: valid().date,
      accept: true,
      plan_price: dailyPrice,
      final_price: dailyPrice,
      coupon_percent: null,
      coupon_title: null,
    });
    expect(row.payload.manager).toBeUndefined();
    expect(sms.at(-1)).toMatchObject({ to: "09134567890" });
    expect(sms.at(-1)!.text).toContain(receipt.tracking_code);
  });

  it("takes a signed-in sender without a captcha and keeps the user on the request", async () => {
    const user = await signedInMember("09135554433");
    const receipt = await form.acceptedSignedIn(
      { ...valid(), user_mobile: "09135554433", manager: "حمید نوری" },
      user.auth,
    );
    const row = await storedRequest(database.handle().db, receipt.tracking_code, COLUMNS);
    expect(row.user_id).toBe(user.id);
    expect(row.payload.manager).toBe("حمید نوری");
  });

  it("asks anonymous senders for the captcha", async () => {
    expect(await form.jsonErrorList(valid())).toEqual([{ field: "altcha", message: CAPTCHA_MESSAGES.failed }]);
  });

  it("answers every missing field in Persian", async () => {
    expect(await form.jsonErrorList({})).toEqual([
      { field: "user_name", message: "نام و نام خانوادگی الزامی است" },
      { field: "user_birthday", message: "تاریخ تولد الزامی است" },
      { field: "user_activity", message: "حوزه فعالیت الزامی است" },
      { field: "user_experience", message: "سابقه کاری الزامی است" },
      { field: "user_mobile", message: "شماره موبایل الزامی است" },
      { field: "service", message: "نوع خدمت را انتخاب کنید" },
      { field: "branch", message: "شعبه را انتخاب کنید" },
      { field: "location_id", message: "فضا را انتخاب کنید" },
      { field: "location_plan_id", message: "پلن را انتخاب کنید" },
      { field: "date", message: "تاریخ پیشنهادی شروع الزامی است" },
      { field: "accept", message: "پذیرش قوانین و شرایط رزرو الزامی است" },
    ]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["user_mobile", { user_mobile: "0913456" }, "مقدار شماره موبایل معتبر نیست"],
    ["user_email", { user_email: "niloofar@" }, "ایمیل باید یک ایمیل معتبر باشد"],
    ["user_name", { user_name: "ن" }, "نام و نام خانوادگی باید بین ۲ و ۸۰ کاراکتر باشد"],
    ["user_birthday", { user_birthday: "2030-01-01" }, "تاریخ تولد معتبر نیست"],
    ["user_activity", { user_activity: "ط".repeat(121) }, "حوزه فعالیت نباید بیشتر از ۱۲۰ کاراکتر باشد"],
    ["topic", { topic: "م".repeat(501) }, "موضوع فعالیت تیم نباید بیشتر از ۵۰۰ کاراکتر باشد"],
    ["accept", { accept: false }, "پذیرش قوانین و شرایط رزرو الزامی است"],
    ["accept", { accept: "no" }, "پذیرش قوانین و شرایط رزرو الزامی است"],
    ["coupon", { coupon: "کد!" }, "قالب کد تخفیف قابل قبول نیست"],
    ["service", { service: "میز" }, "نوع خدمت را انتخاب کنید"],
  ])("answers an invalid %s with its rule's message", async (field, change, message) => {
    expect(await form.jsonErrorList({ ...valid(), ...change })).toEqual([{ field, message }]);
  });

  it("refuses a suggested date in the past, an impossible one and one over a year ahead; takes today", async () => {
    const today = tehranToday();
    const dateError = (date: unknown) => form.jsonErrorList({ ...valid(), date });
    expect(await dateError(addDaysIso(today, -1))).toEqual([
      { field: "date", message: "تاریخ پیشنهادی شروع نمی‌تواند در گذشته باشد" },
    ]);
    expect(await dateError("2026-02-30")).toEqual([{ field: "date", message: "تاریخ پیشنهادی شروع معتبر نیست" }]);
    expect(await dateError("1404/09/01")).toEqual([{ field: "date", message: "تاریخ پیشنهادی شروع معتبر نیست" }]);
    expect(await dateError(addDaysIso(today, 366))).toEqual([
      { field: "date", message: "تاریخ پیشنهادی شروع باید حداکثر تا یک سال آینده باشد" },
    ]);
    const db = database.handle().db;
    // The bounds alone: the branch open every day for this part (its calendar has its own test).
    const [branch] = await db.select().from(branches).where(eq(branches.id, ids.park));
    await db.update(branches).set({ closedWeekdays: [] }).where(eq(branches.id, ids.park));
    await db.delete(branchClosedDays).where(eq(branchClosedDays.branchId, ids.park));
    await form.acceptedJson({ ...valid(), date: today });
    await form.acceptedJson({ ...valid(), date: addDaysIso(today, 365) });
    const persian = (iso: string) => iso.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]!);
    await db.update(branches).set({ closedWeekdays: branch!.closedWeekdays }).where(eq(branches.id, ids.park));
    const typed = await form.acceptedJson({
      ...valid(),
      date: persian(seededOpenDay(10)),
      user_birthday: persian("1996-05-14"),
    });
    const row = await storedRequest(db, typed.tracking_code, COLUMNS);
    expect(row.payload).toMatchObject({ date: seededOpenDay(10), user_birthday: "1996-05-14" });
  });

  it("refuses a plan, space, branch and service that do not belong together", async () => {
    const db = database.handle().db;
    const refusal = (change: Record<string, unknown>) => form.jsonSolvedErrorList({ ...valid(), ...change });
    expect(await refusal({ location_plan_id: ids.teamPlan })).toEqual([
      { field: "location_plan_id", message: "این پلن برای فضای انتخاب‌شده نیست" },
    ]);
    expect(await refusal({ location_id: ids.shafaHall, location_plan_id: ids.shafaDesk })).toEqual([
      { field: "location_id", message: "این فضا در شعبه انتخاب‌شده نیست" },
    ]);
    expect(await refusal({ service: ids.meetingRoom })).toEqual([
      { field: "location_plan_id", message: "این پلن از نوع خدمت انتخاب‌شده نیست" },
    ]);
    expect(await refusal({ location_plan_id: 999_999 })).toEqual([
      { field: "location_plan_id", message: "پلن انتخاب‌شده پیدا نشد یا دیگر فعال نیست" },
    ]);
    expect(await refusal({ location_id: 999_999 })).toEqual([
      { field: "location_id", message: "فضای انتخاب‌شده پیدا نشد" },
    ]);
    expect(await refusal({ branch: 999_999 })).toEqual([{ field: "branch", message: "شعبه انتخاب‌شده پیدا نشد" }]);
    expect(await refusal({ service: 999_999 })).toEqual([
      { field: "service", message: "نوع خدمت انتخاب‌شده پیدا نشد" },
    ]);

    // A plan taken off the site, or one whose space is, is not offered any more.
    await db.update(locationPlans).set({ status: "draft" }).where(eq(locationPlans.id, ids.dailyDesk));
    expect(await refusal({})).toEqual([
      { field: "location_plan_id", message: "پلن انتخاب‌شده پیدا نشد یا دیگر فعال نیست" },
    ]);
    await db.update(locationPlans).set({ status: "published" }).where(eq(locationPlans.id, ids.dailyDesk));
    const [plan] = await db
      .select({ locationId: locationPlans.locationId })
      .from(locationPlans)
      .where(eq(locationPlans.id, ids.dailyDesk));
    await db.update(locations).set({ status: "archived" }).where(eq(locations.id, plan!.locationId));
    expect(await refusal({})).toEqual([{ field: "location_id", message: "فضای انتخاب‌شده پیدا نشد" }]);
    await db.update(locations).set({ status: "published" }).where(eq(locations.id, plan!.locationId));

    const count = (await db.execute(
      sql`select count(*)::int as n from requests where subject_id in (${ids.teamPlan}, ${ids.shafaDesk})`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(count.rows[0]!.n).toBe(0);
  });

  it("re-checks the discount code and stores its percent and the discounted price", async () => {
    const db = database.handle().db;
    const receipt = await form.acceptedJson({ ...valid(), coupon: " student20 " });
    const row = await storedRequest(db, receipt.tracking_code, COLUMNS);
    expect(row.payload).toMatchObject({
      coupon: "STUDENT20",
      coupon_percent: 20,
      coupon_title: "تخفیف دانشجویی",
      plan_price: dailyPrice,
      final_price: Math.round(dailyPrice * 0.8),
    });

    const refusal = (change: Record<string, unknown>) => form.jsonSolvedErrorList({ ...valid(), ...change });
    expect(await refusal({ coupon: "YALDA30" })).toEqual([
      { field: "coupon", message: "مهلت استفاده از این کد تخفیف به پایان رسیده است" },
    ]);
    expect(await refusal({ coupon: "NOPE99" })).toEqual([{ field: "coupon", message: "کد تخفیف معتبر نیست" }]);
    const meeting = (await db.select().from(locationPlans).where(eq(locationPlans.id, ids.meetingPlan)))[0]!;
    const meetingLocation = (await db.select().from(locations).where(eq(locations.id, meeting.locationId)))[0]!;
    const forMeeting = {
      service: ids.meetingRoom,
      branch: meetingLocation.branchId,
      location_id: meetingLocation.id,
      location_plan_id: meeting.id,
    };
    expect(await refusal({ ...forMeeting, coupon: "STUDENT20" })).toEqual([
      { field: "coupon", message: "این کد تخفیف برای نوع خدمت انتخاب‌شده قابل استفاده نیست" },
    ]);
    const general = await form.acceptedJson({ ...valid(), ...forMeeting, coupon: "AVINOX10" });
    expect((await storedRequest(db, general.tracking_code, COLUMNS)).payload).toMatchObject({
      coupon_percent: 10,
      final_price: Math.round(meeting.price * 0.9),
    });
  });

  it("stores one reservation for a replayed Idempotency-Key", async () => {
    const db = database.handle().db;
    const key = "3c1d3a52-6a1e-4d2b-9d0e-6b8f1c2a0001";
    const replayOptions = { headers: { "idempotency-key": key, "x-avinox-client-ip": "10.30.99.1" } };
    const first = await form.sendJsonSolved(valid(), replayOptions);
    const again = await form.sendJsonSolved(valid(), replayOptions);
    await expectReplayed(first, again);
    const count = (await db.execute(
      sql`select count(*)::int as n from requests where idempotency_key is not null`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(count.rows[0]!.n).toBe(1);
  });

  it("never answers 5xx to garbage", async () => {
    const huge = "ک".repeat(200_000);
    const bodies: unknown[] = [
      undefined,
      "",
      "not json",
      "{",
      null,
      [],
      [valid()],
      42,
      '"text"',
      true,
      {
        ...valid(),
        user_name: 123,
        user_mobile: 9134567890,
        service: [1],
        branch: { id: 1 },
        location_id: null,
        location_plan_id: true,
      },
      { ...valid(), user_name: huge, user_experience: huge, topic: huge, coupon: huge },
      { ...valid(), date: 20260101, user_birthday: ["1996-05-14"], accept: { yes: true } },
      { ...valid(), service: "1e3", branch: "-1", location_id: "0x10", location_plan_id: "99999999999999" },
      { ...valid(), altcha: { $ne: null } },
      { ...valid(), altcha: "x".repeat(5000) },
      { __proto__: { accept: true }, constructor: { prototype: {} } },
    ];
    for (const body of bodies) {
      const response = await form.sendJson(body);
      expect(response.status, JSON.stringify(body)?.slice(0, 60)).toBeLessThan(500);
    }
  });
});
