// The SMS budget (issue "Safe to face the internet", item 1): a signed-in caller posting the
// contact form with a stranger's number sent that number an SMS per post, and each new
// X-Forwarded-For bought more. Now every SMS passes one budget; past it the request still
// succeeds, the SMS is skipped and recorded, and sign-in codes answer 429 in Persian. A number's
// budget counts codes and notices apart: a flood of forms naming a number cannot lock its owner out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { POST as contactCreate } from "@/app/api/v1/contact-us/create/route";
import { POST as login } from "@/app/api/v1/security/login/route";
import { setSmsProvider } from "@/server/sms";
import { spendSmsBudget } from "@/server/sms/budget";
import type { SmsMessage } from "@/server/sms/provider";
import { withFreshDatabase } from "../support/database";
import { postJson } from "../support/http";
import { signedInMember } from "../support/staff";

const outbox: SmsMessage[] = [];

const contact = (phone: string) => ({
  contact_name: "ارسال‌کننده",
  contact_phone: phone,
  subject: "رویدادها",
  message: "برنده یک میلیون تومان شدید! همین حالا روی evil.example بزنید",
});

async function outcomes(mobile: string) {
  const db = database.handle().db;
  const result = (await db.execute(
    sql`select outcome, reason from sms_log where mobile = ${mobile} order by id`,
  )) as unknown as { rows: Array<{ outcome: string; reason: string | null }> };
  return result.rows;
}

const database = withFreshDatabase();

describe("SMS budget", () => {
  beforeAll(() => setSmsProvider({ name: "test", send: async (m) => void outbox.push(m) }));
  afterAll(() => setSmsProvider(undefined));

  it("sends a stranger's number at most the hourly budget, however many posts and forwarded addresses", async () => {
    const user = await signedInMember("09120000001");
    const stranger = "09131112222";
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      // A new X-Forwarded-For each time, as in the finding; the API does not read it.
      const response = await postJson(contactCreate, contact(stranger), {
        headers: {
          authorization: `Bearer ${user.token}`,
          "x-forwarded-for": `203.0.113.${i}`,
          "x-avinox-client-ip": "198.51.100.10",
        },
      });
      statuses.push(response.status);
    }
    expect(statuses.every((s) => s === 201)).toBe(true);
    const sent = outbox.filter((m) => m.to === stranger);
    expect(sent).toHaveLength(5);
    const log = await outcomes(stranger);
    expect(log.filter((r) => r.outcome === "sent")).toHaveLength(5);
    expect(log.filter((r) => r.outcome === "skipped")).toHaveLength(25);
    expect(log.find((r) => r.outcome === "skipped")!.reason).toBe("number-hour");
  });

  it("never relays text the sender typed: the confirmation names only the kind and tracking code", async () => {
    const user = await signedInMember("09120000002");
    const response = await postJson(contactCreate, contact("09131113333"), {
      headers: { authorization: `Bearer ${user.token}`, "x-avinox-client-ip": "198.51.100.11" },
    });
    const { tracking_code } = await response.json();
    const text = outbox.find((m) => m.to === "09131113333")!.text;
    expect(text).toContain(tracking_code);
    expect(text).not.toContain("ارسال‌کننده");
    expect(text).not.toContain("evil.example");
    expect(text).not.toContain("میلیون");
  });

  it("caps what one account can send a day across many numbers", async () => {
    const user = await signedInMember("09120000003");
    const before = outbox.length;
    for (let i = 0; i < 25; i++) {
      const response = await postJson(contactCreate, contact(`0913200${String(i).padStart(4, "0")}`), {
        headers: { authorization: `Bearer ${user.token}`, "x-avinox-client-ip": `198.51.101.${i}` },
      });
      expect(response.status).toBe(201);
    }
    // SMS_MAX_PER_ACCOUNT_PER_DAY defaults to 20.
    expect(outbox.length - before).toBe(20);
  });

  it("caps what one client address can cause a day", async () => {
    const before = outbox.length;
    let refused: Response | undefined;
    for (let i = 0; i < 40 && !refused; i++) {
      const response = await postJson(
        login,
        { number: `0914300${String(i).padStart(4, "0")}` },
        { headers: { "x-avinox-client-ip": "198.51.102.1" } },
      );
      if (response.status !== 200) refused = response;
    }
    // OTP_MAX_PER_NETWORK_PER_HOUR (20) answers first for sign-in codes; the network's budget (30
    // a day) then holds for everything else the network causes.
    expect(refused?.status).toBe(429);
    expect(outbox.length - before).toBeLessThanOrEqual(30);
  });

  it("notices naming a number never lock its owner out: a sign-in code still goes after the number's notices are spent", async () => {
    const number = "09151234560";
    // Spend the number's hourly budget with confirmations sent by others.
    for (let i = 0; i < 6; i++) {
      const user = await signedInMember(`0912777100${i}`);
      await postJson(contactCreate, contact(number), {
        headers: { authorization: `Bearer ${user.token}`, "x-avinox-client-ip": `198.51.104.${i}` },
      });
    }
    expect((await outcomes(number)).map((r) => r.outcome)).toEqual(["sent", "sent", "sent", "sent", "sent", "skipped"]);
    const response = await postJson(login, { number }, { headers: { "x-avinox-client-ip": "198.51.104.99" } });
    expect(response.status).toBe(200);
    expect(outbox.at(-1)!.to).toBe(number);
    expect(outbox.at(-1)!.kind).toBe("otp");
  });

  it("answers a sign-in code past the number's own code budget from that network with 429 and a Persian message, and sends nothing", async () => {
    const number = "09151234567";
    // Five codes already went to this number this hour, asked for from this network.
    for (let i = 0; i < 5; i++) expect(await spendSmsBudget(number, { ip: "198.51.103.99" }, "otp")).toBeUndefined();
    const before = outbox.length;
    const response = await postJson(login, { number }, { headers: { "x-avinox-client-ip": "198.51.103.99" } });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = await response.json();
    // Which limit, and when to try again, in Persian digits.
    expect(body.message).toMatch(/سقف ۵ پیامک کد در یک ساعت برای این شماره/);
    expect(body.message).toMatch(/[۰-۹]+ (ساعت|دقیقه|ثانیه) دیگر دوباره تلاش کنید/);
    expect(body.status).toBe(429);
    expect(outbox.length).toBe(before);
    // No code was left valid for a message that never went.
    const db = database.handle().db;
    const codes = (await db.execute(
      sql`select count(*)::int as n from otp_codes where mobile = ${number}`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(codes.rows[0]!.n).toBe(0);
  });
});
