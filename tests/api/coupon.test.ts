// GET /v1/coupon/check on seeded workspaces and coupons: valid codes (any case or digit script),
// codes for other services, expired, unknown and inactive codes, malformed input, the rate limit,
// and a re-seed that keeps one row per code.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as check } from "@/app/api/v1/coupon/check/route";
import { seedCoupons } from "@/server/seed/coupons";
import { coupons, services } from "@/server/db/schema";
import { seedWorkspaces } from "@/server/seed/workspaces";
import { COUPON_MESSAGES } from "@/validation/requests/coupon-terms";
import { withFreshDatabase } from "../support/database";
import { getFrom, nextIp } from "../support/http";

/** A check from a fresh client address unless the test names one (the check is limited per address). */
const get = (query: string, ip = nextIp()) => getFrom(check, query, { path: "coupon/check", ip });

describe("coupon check", () => {
  const database = withFreshDatabase();
  const serviceId: Record<string, number> = {};

  beforeAll(async () => {
    const db = database.handle().db;
    await seedWorkspaces(db);
    await seedCoupons(db);
    for (const row of await db.select().from(services)) serviceId[row.slug] = row.id;
  });

  it("accepts a code for its services, in any case and digit script", async () => {
    const response = await get(`?code=STUDENT20&service_id=${serviceId["hot-desk"]}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      valid: true,
      percent: 20,
      title: "تخفیف دانشجویی",
      message: "کد «تخفیف دانشجویی» پذیرفته شد: ۲۰٪ تخفیف",
    });
    const typed = await (
      await get(`?code=${encodeURIComponent(" student۲۰ ")}&service_id=${serviceId["dedicated-desk"]}`)
    ).json();
    expect(typed).toMatchObject({ valid: true, percent: 20 });
  });

  it("accepts a code for every service, with or without a service", async () => {
    expect(await (await get(`?code=AVINOX10&service_id=${serviceId["event-hall"]}`)).json()).toMatchObject({
      valid: true,
      percent: 10,
      title: "تخفیف اعضای جامعه آوینوکس",
    });
    expect(await (await get("?code=avinox10")).json()).toMatchObject({ valid: true, percent: 10 });
  });

  it("refuses a code for another service, and asks for the service when the code is limited", async () => {
    expect(await (await get(`?code=STUDENT20&service_id=${serviceId["meeting-room"]}`)).json()).toEqual({
      valid: false,
      percent: 0,
      title: null,
      message: COUPON_MESSAGES.otherService,
    });
    expect(await (await get("?code=STUDENT20")).json()).toEqual({
      valid: false,
      percent: 0,
      title: null,
      message: COUPON_MESSAGES.needsService,
    });
    expect(await (await get("?code=STUDENT20&service_id=999999")).json()).toMatchObject({
      valid: false,
      message: COUPON_MESSAGES.otherService,
    });
  });

  it("refuses expired, unknown and inactive codes", async () => {
    expect(await (await get("?code=YALDA30")).json()).toEqual({
      valid: false,
      percent: 0,
      title: null,
      message: "مهلت استفاده از این کد تخفیف به پایان رسیده است",
    });
    expect(await (await get("?code=NOPE99")).json()).toEqual({
      valid: false,
      percent: 0,
      title: null,
      message: "کد تخفیف معتبر نیست",
    });
    const db = database.handle().db;
    await db.update(coupons).set({ status: "draft" }).where(eq(coupons.code, "AVINOX10"));
    expect(await (await get("?code=AVINOX10")).json()).toMatchObject({
      valid: false,
      message: COUPON_MESSAGES.unknown,
    });
    await db.update(coupons).set({ status: "published" }).where(eq(coupons.code, "AVINOX10"));
  });

  it("answers malformed input with 422 in Persian", async () => {
    const missing = await get("");
    expect(missing.status).toBe(422);
    expect(await missing.json()).toEqual([{ field: "code", message: "کد تخفیف الزامی است" }]);
    expect(await (await get("?code=%20%20")).json()).toEqual([{ field: "code", message: "کد تخفیف الزامی است" }]);
    expect(await (await get(`?code=${encodeURIComponent("کد تست!")}`)).json()).toEqual([
      { field: "code", message: "قالب کد تخفیف قابل قبول نیست" },
    ]);
    expect(await (await get(`?code=${"A".repeat(33)}`)).json()).toEqual([
      { field: "code", message: "کد تخفیف نباید بیشتر از ۳۲ کاراکتر باشد" },
    ]);
    expect(await (await get("?code=AVINOX10&service_id=abc")).json()).toEqual([
      { field: "service_id", message: "نوع خدمت را انتخاب کنید" },
    ]);
  });

  it("never answers 5xx to garbage", async () => {
    const queries = [
      "?code[]=A&code[]=B",
      "?code=A&code=B",
      `?code=${"x".repeat(100_000)}`,
      "?code=%00%01",
      "?code=null",
      "?code=AVINOX10&service_id=-1",
      "?code=AVINOX10&service_id=1e9",
      "?code=AVINOX10&service_id=99999999999999999999",
      "?service_id=1",
      "?code=%F0%9F%98%80",
    ];
    for (const query of queries) expect((await get(query)).status, query).toBeLessThan(500);
  });

  it("limits checks per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await get("?code=NOPE99", "10.21.0.1")).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    const limited = await get("?code=NOPE99", "10.21.0.1");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("re-seeding keeps one row per code", async () => {
    const db = database.handle().db;
    await seedCoupons(db);
    const count = (await db.execute(sql`select count(*)::int as n from coupons`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(count.rows[0]!.n).toBe(3);
  });
});
