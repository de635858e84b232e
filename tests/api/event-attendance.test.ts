// POST /v1/event-attendance/create on seeded events: a registration stored and read back that takes
// a seat, Persian 422s, one registration per mobile, past and unknown events, capacity (a full
// event refuses registrations and takes waiting-list requests without a seat, also under
// concurrent sends), captcha for anonymous senders only, idempotent replays, and garbage bodies.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/v1/event-attendance/create/route";
import { events } from "@/server/db/schema";
import { seedEvents } from "@/server/seed/events";
import { setSmsProvider } from "@/server/sms";
import { EVENT_ATTENDANCE_MESSAGES, WAITLIST_SUFFIX } from "@/validation/requests/event-attendance-terms";
import { storedRequest, withFreshDatabase } from "../support/database";
import { postJson } from "../support/http";
import { solvedCaptcha } from "../support/captcha";
import { CAPTCHA_MESSAGES } from "@/validation/requests/captcha-messages";
import { signedInMember } from "../support/staff";

const COLUMNS = ["payload", "subject_id", "subject_title", "user_id", "mobile", "full_name"];

describe("event registration", () => {
  const database = withFreshDatabase();
  const event = async (slug: string) =>
    (await database.handle().db.select().from(events).where(eq(events.slug, slug)))[0]!;
  let mobileSeq = 1000;
  const nextMobile = () => `0912000${mobileSeq++}`;

  beforeAll(async () => {
    setSmsProvider({ name: "test", send: async () => {} });
    await seedEvents(database.handle().db);
  });
  afterAll(() => setSmsProvider(undefined));

  async function register(eventId: number, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    const body = {
      full_name: "کاوه مرادی",
      mobile: nextMobile(),
      email: "",
      event_id: eventId,
      ...(await solvedCaptcha()),
      ...extra,
    };
    return postJson(create, body, { path: "event-attendance/create", headers });
  }

  it("registers, takes a seat and reads back", async () => {
    const db = database.handle().db;
    const before = await event("ai-meetup-kerman");
    const response = await register(before.id, {
      full_name: "ترانه صالحی",
      mobile: "۰۹۱۲۳۳۳۴۴۵۵",
      email: "taraneh@example.com",
    });
    expect(response.status).toBe(201);
    const receipt = await response.json();
    expect(receipt).toMatchObject({
      kind: "event-attendance",
      kind_label: "ثبت‌نام در رویداد",
      subject_title: before.title,
    });
    const row = await storedRequest(db, receipt.tracking_code, COLUMNS);
    expect(row).toMatchObject({
      subject_id: before.id,
      subject_title: before.title,
      user_id: null,
      mobile: "09123334455",
      full_name: "ترانه صالحی",
    });
    expect(row.payload).toMatchObject({
      full_name: "ترانه صالحی",
      mobile: "09123334455",
      email: "taraneh@example.com",
      event_id: before.id,
      waitlist: false,
    });
    expect((await event("ai-meetup-kerman")).attendeesCount).toBe(before.attendeesCount + 1);
  });

  it("refuses a second registration of the same mobile, in any digit script", async () => {
    const { id } = await event("growth-marketing-101");
    expect((await register(id, { mobile: "09124445566" })).status).toBe(201);
    const count = (await event("growth-marketing-101")).attendeesCount;
    const again = await register(id, { mobile: "۰۹۱۲۴۴۴۵۵۶۶", full_name: "نام دیگر" });
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual([{ field: "mobile", message: "شما قبلاً در این رویداد ثبت‌نام کرده‌اید" }]);
    expect((await register(id, { mobile: "09124445566", waitlist: true })).status).toBe(422);
    expect((await event("growth-marketing-101")).attendeesCount).toBe(count);
    // A different event is fine.
    expect((await register((await event("investor-demo-day")).id, { mobile: "09124445566" })).status).toBe(201);
  });

  it("fills an event to capacity, then refuses registrations and takes the waiting list without a seat", async () => {
    const db = database.handle().db;
    const target = await event("product-design-workshop");
    await db
      .update(events)
      .set({ capacity: target.attendeesCount + 1 })
      .where(eq(events.id, target.id));

    expect((await register(target.id)).status).toBe(201);
    const full = await event("product-design-workshop");
    expect(full.attendeesCount).toBe(full.capacity);

    const refused = await register(target.id, { mobile: "09125556677" });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual([
      { field: "event_id", message: "ظرفیت این رویداد تکمیل شده است؛ می‌توانید در فهرست انتظار ثبت‌نام کنید." },
    ]);

    const waiting = await register(target.id, { mobile: "09125556677", waitlist: true });
    expect(waiting.status).toBe(201);
    const receipt = await waiting.json();
    expect(receipt.subject_title).toBe(`${target.title}${WAITLIST_SUFFIX}`);
    const row = await storedRequest(db, receipt.tracking_code, COLUMNS);
    expect(row.payload).toMatchObject({ waitlist: true, event_id: target.id, mobile: "09125556677" });
    expect(row.subject_id).toBe(target.id);
    expect((await event("product-design-workshop")).attendeesCount).toBe(full.capacity);

    const twice = await register(target.id, { mobile: "09125556677", waitlist: true });
    expect(await twice.json()).toEqual([{ field: "mobile", message: EVENT_ATTENDANCE_MESSAGES.duplicateWaitlist }]);
  });

  it("refuses a seeded full event, and takes its waiting list", async () => {
    const full = await event("startup-weekend-spring");
    expect(full.attendeesCount).toBe(full.capacity);
    expect(await (await register(full.id)).json()).toEqual([
      { field: "event_id", message: EVENT_ATTENDANCE_MESSAGES.full },
    ]);
    expect((await register(full.id, { waitlist: "true" })).status).toBe(201);
    expect((await event("startup-weekend-spring")).attendeesCount).toBe(full.capacity);
  });

  it("gives a free seat to a waiting-list request that finds one", async () => {
    const db = database.handle().db;
    const open = await event("agritech-pistachio");
    const response = await register(open.id, { waitlist: true });
    expect(response.status).toBe(201);
    const receipt = await response.json();
    expect(receipt.subject_title).toBe(open.title);
    expect((await storedRequest(db, receipt.tracking_code, COLUMNS)).payload.waitlist).toBe(false);
    expect((await event("agritech-pistachio")).attendeesCount).toBe(open.attendeesCount + 1);
  });

  it("takes exactly the free seats when many register at once", async () => {
    const target = await event("python-backend-bootcamp");
    await database
      .handle()
      .db.update(events)
      .set({ capacity: target.attendeesCount + 2 })
      .where(eq(events.id, target.id));
    const responses = await Promise.all(Array.from({ length: 6 }, () => register(target.id)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 422, 422, 422, 422]);
    const after = await event("python-backend-bootcamp");
    expect(after.attendeesCount).toBe(after.capacity);
  });

  it("refuses past, unknown and unpublished events", async () => {
    const past = await register((await event("founders-coffee")).id);
    expect(past.status).toBe(422);
    expect(await past.json()).toEqual([{ field: "event_id", message: "این رویداد برگزار شده و ثبت‌نام آن بسته است." }]);
    const unknown = await register(999_999);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe("رویدادی که دنبال آن بودید پیدا نشد.");
    const hidden = await event("online-seo-webinar");
    await database.handle().db.update(events).set({ status: "draft" }).where(eq(events.id, hidden.id));
    expect((await register(hidden.id)).status).toBe(404);
    await database.handle().db.update(events).set({ status: "published" }).where(eq(events.id, hidden.id));
  });

  it("answers missing and invalid fields in Persian", async () => {
    const empty = await postJson(create, {}, { path: "event-attendance/create" });
    expect(empty.status).toBe(422);
    expect(await empty.json()).toEqual([
      { field: "full_name", message: "نام و نام خانوادگی الزامی است" },
      { field: "mobile", message: "شماره موبایل الزامی است" },
      { field: "event_id", message: "رویداد را انتخاب کنید" },
    ]);
    const { id } = await event("ai-meetup-kerman");
    const invalid = await postJson(
      create,
      { full_name: "ک", mobile: "9123334455", email: "x@", event_id: id },
      { path: "event-attendance/create" },
    );
    expect(await invalid.json()).toEqual([
      { field: "full_name", message: "نام و نام خانوادگی باید بین ۲ و ۸۰ کاراکتر باشد" },
      { field: "mobile", message: "مقدار شماره موبایل معتبر نیست" },
      { field: "email", message: "ایمیل باید یک ایمیل معتبر باشد" },
    ]);
  });

  it("asks anonymous senders for the captcha, and not signed-in ones", async () => {
    const { id } = await event("investor-demo-day");
    const anonymous = await postJson(
      create,
      { full_name: "سیما رستمی", mobile: nextMobile(), event_id: id },
      { path: "event-attendance/create" },
    );
    expect(await anonymous.json()).toEqual([{ field: "altcha", message: CAPTCHA_MESSAGES.failed }]);
    const user = await signedInMember("09127778899");
    const signedIn = await postJson(
      create,
      { full_name: "سیما رستمی", mobile: "09127778899", event_id: id },
      { path: "event-attendance/create", headers: user.auth },
    );
    expect(signedIn.status).toBe(201);
    expect((await storedRequest(database.handle().db, (await signedIn.json()).tracking_code, COLUMNS)).user_id).toBe(
      user.id,
    );
  });

  it("stores one registration and takes one seat for a replayed Idempotency-Key", async () => {
    const db = database.handle().db;
    const before = await event("online-seo-webinar");
    const key = "9a7b3c1d-2e4f-4a5b-8c6d-7e8f9a0b0001";
    const body = { full_name: "مانی کرمانی", mobile: "09129990011", event_id: before.id };
    const first = await postJson(
      create,
      { ...body, ...(await solvedCaptcha()) },
      { path: "event-attendance/create", headers: { "idempotency-key": key, "x-avinox-client-ip": "10.40.99.1" } },
    );
    const again = await postJson(
      create,
      { ...body, ...(await solvedCaptcha()) },
      { path: "event-attendance/create", headers: { "idempotency-key": key, "x-avinox-client-ip": "10.40.99.1" } },
    );
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect((await again.json()).tracking_code).toBe((await first.json()).tracking_code);
    const count = (await db.execute(
      sql`select count(*)::int as n from requests where idempotency_key is not null`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(count.rows[0]!.n).toBe(1);
    expect((await event("online-seo-webinar")).attendeesCount).toBe(before.attendeesCount + 1);
  });

  it("never answers 5xx to garbage", async () => {
    const { id } = await event("ai-meetup-kerman");
    const huge = "ن".repeat(200_000);
    const bodies: unknown[] = [
      undefined,
      "",
      "nope",
      "[",
      null,
      [],
      7,
      false,
      { full_name: null, mobile: null, event_id: null, waitlist: null },
      { full_name: ["a"], mobile: { n: 1 }, event_id: [id], waitlist: "maybe" },
      { full_name: huge, mobile: huge, email: huge, event_id: huge },
      { full_name: "کاوه مرادی", mobile: 9120001111, event_id: -5 },
      { full_name: "کاوه مرادی", mobile: "09120001111", event_id: "1.5" },
      { full_name: "کاوه مرادی", mobile: "09120001111", event_id: 2 ** 40 },
      { full_name: "کاوه مرادی", mobile: "09120001111", event_id: id, altcha: { a: 1 } },
    ];
    for (const body of bodies) {
      const response = await postJson(create, body, { path: "event-attendance/create" });
      expect(response.status, JSON.stringify(body)?.slice(0, 60)).toBeLessThan(500);
    }
  });
});
