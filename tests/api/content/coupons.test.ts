// Discount codes in the content desk (issue 14) on a database seeded with the site's workspaces and
// codes: the seeded codes keep working as before; a new code is a draft the coupon check (and so
// the reservation form) refuses as unknown; published, it is accepted; its window (not yet started,
// expired), its uses (a real reservation that carries it uses it up), its services and taking it
// off each give their own Persian answer; the code is upper-cased, its digits in any script, and
// unique (422); a stale edit is refused (409); versions restore; every write is audited with
// before and after; only editors and admins may use the routes.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as check } from "@/app/api/v1/coupon/check/route";
import { POST as reserve } from "@/app/api/v1/reservation/create/route";
import { COUPON_CODE_TAKEN, STALE_COUPON_MESSAGE } from "@/server/coupons/desk";
import { assertCouponUseLeft } from "@/server/coupons/uses";
import { coupons, locationPlans, locations, services } from "@/server/db/schema";
import { seedCoupons } from "@/server/seed/coupons";
import { seededOpenDay, seedWorkspaces } from "@/server/seed/workspaces";
import type { AdminCoupon, AdminCouponListItem } from "@/shared/types/coupons";
import type { CouponCheck } from "@/shared/types/coupons";
import { COUPON_MESSAGES } from "@/validation/requests/coupon-terms";
import { solvedCaptcha } from "../../support/captcha";
import { contentDesk } from "../../support/content-lifecycle";
import { withFreshDatabase } from "../../support/database";
import { getFrom, nextIp, postJson } from "../../support/http";

/** What the reservation form is told about a code for a service (from a fresh address: the check is limited per address). */
async function told(code: string, serviceId?: number): Promise<CouponCheck> {
  const query = `?code=${encodeURIComponent(code)}${serviceId ? `&service_id=${serviceId}` : ""}`;
  return (await (await getFrom(check, query, { path: "coupon/check", ip: nextIp() })).json()) as CouponCheck;
}

const refused = (message: string): CouponCheck => ({ valid: false, percent: 0, title: null, message });

describe("the content desk's discount codes", () => {
  const database = withFreshDatabase();
  const db = () => database.handle().db;
  const desk = contentDesk<AdminCoupon>({
    path: "coupons",
    ip: "10.79.0.9",
    db,
    table: coupons,
    audit: "coupon",
    staleMessage: STALE_COUPON_MESSAGE,
  });
  const { accounts, call, act, answered } = desk;
  let hotDesk: number, meetingRoom: number;
  /** A reservation of the seeded daily desk (a hot desk), as the reservation form sends it. */
  let reservation: Record<string, unknown>;

  beforeAll(async () => {
    await seedWorkspaces(db());
    await seedCoupons(db());
    const serviceId = async (slug: string) =>
      (await db().select().from(services).where(eq(services.slug, slug)))[0]!.id;
    hotDesk = await serviceId("hot-desk");
    meetingRoom = await serviceId("meeting-room");
    const [plan] = await db().select().from(locationPlans).where(eq(locationPlans.title, "میز آزاد روزانه")).limit(1);
    const [location] = await db().select().from(locations).where(eq(locations.id, plan!.locationId));
    reservation = {
      user_name: "نیلوفر احمدی",
      user_birthday: "1996-05-14",
      user_activity: "طراحی محصول دیجیتال",
      user_experience: "۴ سال طراحی رابط کاربری",
      user_mobile: "۰۹۱۳۴۵۶۷۸۹۰",
      user_email: "niloofar@example.com",
      service: String(hotDesk),
      branch: String(location!.branchId),
      location_id: String(location!.id),
      location_plan_id: String(plan!.id),
      manager: "",
      topic: "طراحی یک اپلیکیشن گردشگری",
      date: seededOpenDay(3),
      accept: true,
    };
  });

  const couponInput = (code = "spring-۱۴۰۵"): Record<string, unknown> => ({
    code,
    title: "جشنواره بهار",
    percent: "۱۵",
    services: ["hot-desk", "dedicated-desk"],
    starts_at: "",
    valid_until: "",
    max_uses: "",
  });

  it("lets editors and admins in, and no one else; the seeded codes stay published and answer as before", async () => {
    const [seeded] = await db().select().from(coupons).where(eq(coupons.code, "AVINOX10"));
    await desk.expectStaffOnly({ id: seeded!.id, version: 1 }, couponInput("INTRUDER"), { title: "دستکاری" });
    expect(await db().select().from(coupons).where(eq(coupons.code, "INTRUDER"))).toEqual([]);

    const listed = await answered<AdminCouponListItem[]>(call(accounts.admin, "list", { query: "?sort=code" }));
    expect(listed.map((c) => [c.code, c.status, c.is_public, c.uses, c.max_uses])).toEqual([
      ["AVINOX10", "published", true, 0, null],
      ["STUDENT20", "published", true, 0, null],
      ["YALDA30", "published", true, 0, null],
    ]);
    expect(await told("AVINOX10", meetingRoom)).toMatchObject({ valid: true, percent: 10 });
    expect(await told("student20", hotDesk)).toMatchObject({ valid: true, percent: 20 });
    expect(await told("YALDA30", hotDesk)).toEqual(refused(COUPON_MESSAGES.expired));
  });

  it("creates a draft code the check refuses as unknown; published, it is accepted; unpublished or archived, refused again", async () => {
    const draft = await desk.createDraft(couponInput());
    expect(draft).toMatchObject({
      code: "SPRING-1405",
      percent: 15,
      services: ["hot-desk", "dedicated-desk"],
      starts_at: null,
      valid_until: null,
      max_uses: null,
      uses: 0,
    });
    expect(draft).toMatchObject({ status: "draft", is_public: false, version: 1 });
    expect(await told("SPRING-1405", hotDesk)).toEqual(refused(COUPON_MESSAGES.unknown));

    expect(await act<AdminCoupon>("publish", draft.id, { version: 1 })).toMatchObject({
      status: "published",
      is_public: true,
      version: 2,
    });
    expect(await told("spring-۱۴۰۵", hotDesk)).toEqual({
      valid: true,
      percent: 15,
      title: "جشنواره بهار",
      message: "کد «جشنواره بهار» پذیرفته شد: ۱۵٪ تخفیف",
    });
    expect(await told("SPRING-1405", meetingRoom)).toEqual(refused(COUPON_MESSAGES.otherService));
    expect(await told("SPRING-1405")).toEqual(refused(COUPON_MESSAGES.needsService));

    expect(await act<AdminCoupon>("unpublish", draft.id)).toMatchObject({ status: "draft", is_public: false });
    expect(await told("SPRING-1405", hotDesk)).toEqual(refused(COUPON_MESSAGES.unknown));
    const refusedReservation = await postJson(
      reserve,
      { ...reservation, coupon: "SPRING-1405", ...(await solvedCaptcha()) },
      { path: "reservation/create" },
    );
    expect(await refusedReservation.json()).toEqual([{ field: "coupon", message: COUPON_MESSAGES.unknown }]);

    await act("publish", draft.id);
    expect(await act<AdminCoupon>("archive", draft.id)).toMatchObject({ status: "archived" });
    expect(await told("SPRING-1405", hotDesk)).toEqual(refused(COUPON_MESSAGES.unknown));

    // Published for a moment ahead: unknown until then.
    const scheduled = await act<AdminCoupon>("publish", draft.id, {
      publish_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(scheduled).toMatchObject({ status: "published", is_public: false });
    expect(await told("SPRING-1405", hotDesk)).toEqual(refused(COUPON_MESSAGES.unknown));
  });

  it("refuses a code before its start and after its end, each with its own message; the window is typed as Jalali dates and times in Tehran", async () => {
    const early = await answered<AdminCoupon>(
      call(accounts.editor, "create", {
        body: { ...couponInput("EARLY-BIRD"), services: [], starts_at: "۱۵۰۰/۰۱/۰۱ ۰۸:۳۰" },
      }),
      201,
    );
    expect(early.starts_at).toBe("2121-03-21T05:00:00.000Z");
    await act("publish", early.id);
    expect(await told("EARLY-BIRD", hotDesk)).toEqual(refused(COUPON_MESSAGES.notStarted));
    expect(COUPON_MESSAGES.notStarted).toBe("زمان استفاده از این کد تخفیف هنوز فرا نرسیده است");

    // Started an hour ago: accepted; ended a minute ago: expired.
    const started = await act<AdminCoupon>("patch", early.id, {
      starts_at: new Date(Date.now() - 3_600_000).toISOString(),
      version: 2,
    });
    expect(await told("EARLY-BIRD", meetingRoom)).toMatchObject({ valid: true, percent: 15 });
    await act("patch", early.id, {
      valid_until: new Date(Date.now() - 60_000).toISOString(),
      version: started.version,
    });
    expect(await told("EARLY-BIRD", meetingRoom)).toEqual(refused(COUPON_MESSAGES.expired));
  });

  it("counts the reservations that carry a code and refuses it once they reach its limit", async () => {
    const limited = await desk.createDraft({ ...couponInput("ONCE-ONLY"), max_uses: "۱" });
    expect(limited.max_uses).toBe(1);
    await act("publish", limited.id);
    expect(await told("ONCE-ONLY", hotDesk)).toMatchObject({ valid: true });

    const used = await postJson(
      reserve,
      { ...reservation, coupon: "once-only", ...(await solvedCaptcha()) },
      { path: "reservation/create" },
    );
    expect(used.status).toBe(201);
    expect(await answered<AdminCoupon>(call(accounts.editor, "readOne", { params: { id: limited.id } }))).toMatchObject(
      {
        uses: 1,
        max_uses: 1,
      },
    );
    expect(
      (await answered<AdminCouponListItem[]>(call(accounts.editor, "list", { query: "?q=once" }))).map((c) => [
        c.code,
        c.uses,
      ]),
    ).toEqual([["ONCE-ONLY", 1]]);

    expect(await told("ONCE-ONLY", hotDesk)).toEqual(refused(COUPON_MESSAGES.usedUp));
    expect(COUPON_MESSAGES.usedUp).toBe("ظرفیت استفاده از این کد تخفیف تکمیل شده است");
    const second = await postJson(
      reserve,
      { ...reservation, coupon: "ONCE-ONLY", ...(await solvedCaptcha()) },
      { path: "reservation/create" },
    );
    expect(await second.json()).toEqual([{ field: "coupon", message: COUPON_MESSAGES.usedUp }]);

    // A higher limit lets it be used again.
    await act("patch", limited.id, { max_uses: "۲", version: 2 });
    expect(await told("ONCE-ONLY", hotDesk)).toMatchObject({ valid: true });
  });

  it("refuses a code's use in the reservation's own transaction once another reservation took its last use", async () => {
    const last = await desk.createDraft({ ...couponInput("LAST-ONE"), max_uses: "1" });
    await act("publish", last.id);
    // What a reservation sent at the same moment finds when it is stored: the check passed, the other one is in.
    await expect(db().transaction((tx) => assertCouponUseLeft(tx as never, "LAST-ONE"))).resolves.toBeUndefined();
    expect(
      (
        await postJson(
          reserve,
          { ...reservation, coupon: "LAST-ONE", ...(await solvedCaptcha()) },
          { path: "reservation/create" },
        )
      ).status,
    ).toBe(201);
    const refusal = db().transaction((tx) => assertCouponUseLeft(tx as never, "LAST-ONE"));
    await expect(refusal).rejects.toMatchObject({ issues: [{ path: ["coupon"], message: COUPON_MESSAGES.usedUp }] });
    await expect(db().transaction((tx) => assertCouponUseLeft(tx as never, "AVINOX10"))).resolves.toBeUndefined();
  });

  it("answers mistakes field by field in Persian; a code another code has is a 422 on the code", async () => {
    const response = await call(accounts.editor, "create", {
      body: { code: "کد!", title: "", percent: "۱۰۱", services: ["no such!"], starts_at: "فردا", max_uses: "۰" },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(
      expect.arrayContaining([
        { field: "code", message: "قالب کد تخفیف قابل قبول نیست" },
        { field: "title", message: "عنوان کد تخفیف الزامی است" },
        { field: "percent", message: expect.stringContaining("درصد تخفیف") },
        { field: "services", message: expect.stringContaining("نوع‌های خدمت") },
        { field: "starts_at", message: "شروع اعتبار معتبر نیست؛ تاریخ و ساعت را مانند ۱۴۰۵/۰۹/۱۰ ۱۸:۳۰ بنویسید." },
        { field: "max_uses", message: expect.stringContaining("حداکثر دفعات استفاده") },
      ]),
    );
    const backwards = await call(accounts.editor, "create", {
      body: { ...couponInput("BACKWARDS"), starts_at: "۱۴۰۵/۰۹/۱۰ ۱۸:۳۰", valid_until: "۱۴۰۵/۰۹/۰۱ ۱۸:۳۰" },
    });
    expect(await backwards.json()).toEqual([
      { field: "valid_until", message: "پایان اعتبار کد باید بعد از شروع آن باشد." },
    ]);
    const unknownService = await call(accounts.editor, "create", {
      body: { ...couponInput("NOWHERE"), services: ["rooftop"] },
    });
    expect(await unknownService.json()).toEqual([
      { field: "services", message: expect.stringContaining("«rooftop» پیدا نشد") },
    ]);

    const taken = await call(accounts.editor, "create", { body: { ...couponInput("student۲۰") } });
    expect(taken.status).toBe(422);
    expect(await taken.json()).toEqual([{ field: "code", message: COUPON_CODE_TAKEN }]);
    const other = await desk.createDraft(couponInput("RENAME-ME"));
    const renamed = await call(accounts.editor, "patch", {
      params: { id: other.id },
      body: { code: "avinox10", version: 1 },
    });
    expect(await renamed.json()).toEqual([{ field: "code", message: COUPON_CODE_TAKEN }]);
  });

  it("refuses an edit made against a version someone else has already changed (409)", async () => {
    const draft = await desk.createDraft(couponInput("STALE-CODE"));
    await desk.expectStaleEditRefused(draft.id, { percent: "۲۰" }, { percent: "۲۵" });
  });

  it("restores an earlier version, and writes every change to the audit log with before and after", async () => {
    const draft = await desk.createDraft({ ...couponInput("RESTORE-ME"), valid_until: "۱۴۹۹/۱۲/۲۹ ۲۳:۵۹" });
    await act("publish", draft.id);
    await act("patch", draft.id, { percent: "۹۰", services: [], valid_until: "", version: 2 });
    expect(await told("RESTORE-ME", meetingRoom)).toMatchObject({ valid: true, percent: 90 });
    await desk.expectHistory(draft.id, [3, 2, 1]);
    const restored = await desk.restore(draft.id, 1, 3);
    expect(restored).toMatchObject({
      percent: 15,
      services: ["hot-desk", "dedicated-desk"],
      valid_until: draft.valid_until,
      status: "published",
      version: 4,
    });
    expect(await told("RESTORE-ME", meetingRoom)).toEqual(refused(COUPON_MESSAGES.otherService));
    expect(await told("RESTORE-ME", hotDesk)).toMatchObject({ valid: true, percent: 15 });

    const entries = await desk.expectAudited(draft.id, ["create", "publish", "update", "restore"]);
    expect(entries[2]).toMatchObject({
      before: { percent: 15, services: ["hot-desk", "dedicated-desk"], version: 2 },
      after: { percent: 90, services: [], valid_until: null, version: 3 },
    });
  });
});
