// Reviewers hear of new requests without watching the desk: a visitor's request alerts the
// reviewers of its kind, by e-mail when they have an address, otherwise by SMS; the requester's
// name never travels; a kind nobody reviews goes to the admins; the daily digest goes once a day
// (whichever instance claims it) to each member with open work, with the counts per kind.
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as contactCreate } from "@/app/api/v1/contact-us/create/route";
import { users } from "@/server/db/schema";
import { sendDailyDigest } from "@/server/desk/staff-alerts";
import { setMailer, type MailMessage } from "@/server/mail";
import { setSmsProvider } from "@/server/sms";
import type { SmsMessage } from "@/server/sms/provider";
import { solvedCaptcha } from "../../support/captcha";
import { EVENT_WAIT_MS } from "../../support/clock-waits";
import { withFreshDatabase } from "../../support/database";
import { postJson } from "../../support/http";
import { staffAccount, storeRequest, type Account } from "../../support/staff";

const mails: MailMessage[] = [];
const sms: SmsMessage[] = [];

// The alerts go out after the request's answer (the visitor does not wait for them): a test waits
// for the messages themselves, each delivery telling the waiters, not for a time they should take.
const waiters = new Set<() => void>();
const delivered = () => waiters.forEach((check) => check());

/** Resolves with `read()` once it holds `count` messages (or, if they never come, with what came after EVENT_WAIT_MS, for the assertion to show). */
function settled<T>(read: () => T[], count: number): Promise<T[]> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(giveUp);
      waiters.delete(check);
      resolve(read());
    };
    const check = () => {
      if (read().length >= count) done();
    };
    const giveUp = setTimeout(done, EVENT_WAIT_MS);
    waiters.add(check);
    check();
  });
}

describe("staff alerts and the daily digest", () => {
  const database = withFreshDatabase();
  let mailReviewer: Account;
  let smsReviewer: Account;
  let admin: Account;

  beforeAll(async () => {
    setMailer({
      name: "console",
      send: async (m) => {
        mails.push(m);
        delivered();
      },
    });
    setSmsProvider({
      name: "test",
      send: async (m) => {
        sms.push(m);
        delivered();
      },
    });
    const db = database.handle().db;
    mailReviewer = await staffAccount(db, "reviewer", ["contact"], "ایمیلی");
    await db.update(users).set({ email: "reviewer@avinox.ir" }).where(eq(users.id, mailReviewer.id));
    smsReviewer = await staffAccount(db, "reviewer", ["contact", "idea"], "پیامکی");
    await staffAccount(db, "reviewer", ["idea"], "ایده");
    admin = await staffAccount(db, "admin", [], "مدیر");
    return () => {
      setMailer(undefined);
      setSmsProvider(undefined);
    };
  });

  beforeEach(() => {
    mails.length = 0;
    sms.length = 0;
  });

  it("a contact message alerts its two reviewers, one by e-mail and one by SMS, with the desk link and no personal data", async () => {
    const response = await postJson(
      contactCreate,
      {
        contact_name: "مهسا کریمی",
        contact_phone: "09131234567",
        subject: "رویدادها",
        message: "سلام، شرایط سالن؟",
        ...(await solvedCaptcha()),
      },
      { path: "contact-us/create" },
    );
    expect(response.status).toBe(201);
    const { id, tracking_code } = (await response.json()) as { id: number; tracking_code: string };
    const [mail] = await settled(() => mails, 1);
    const text = `درخواست تازه «پیام تماس با ما» با کد ${tracking_code} در صف بررسی آوینوکس است: http://localhost:3000/admin/requests/${id}`;
    expect(mail).toEqual({ to: "reviewer@avinox.ir", subject: "درخواست تازه: پیام تماس با ما", text });
    const toStaff = (await settled(() => sms.filter((m) => m.to !== "09131234567"), 1)).map((m) => [m.to, m.text]);
    expect(toStaff).toEqual([[smsReviewer.mobile, text]]);
    expect(JSON.stringify([...mails, ...sms.filter((m) => m.to !== "09131234567")])).not.toContain("مهسا");
  });

  it("a kind nobody reviews goes to the admins", async () => {
    const { alertNewRequest } = await import("@/server/desk/staff-alerts");
    await alertNewRequest(database.handle().db, { id: 99, kind: "reservation", trackingCode: "AVX-AAAA-BBBB" });
    expect(sms.map((m) => m.to)).toEqual([admin.mobile]);
    expect(mails).toEqual([]);
  });

  it("the digest goes once a day to each member with open work, counting it per kind", async () => {
    const db = database.handle().db;
    await storeRequest(db, { kind: "idea" });
    await storeRequest(db, { kind: "idea" });
    const now = new Date("2026-11-25T06:00:00Z");
    expect(await sendDailyDigest(db, now)).toBe(4);
    const toSmsReviewer = sms.find((m) => m.to === smsReviewer.mobile)!;
    expect(toSmsReviewer.text).toMatch(
      /^در صف بررسی آوینوکس ۳ درخواست باز است \((پیام تماس با ما: ۱، ثبت ایده: ۲|ثبت ایده: ۲، پیام تماس با ما: ۱)\)؛ ۳ درخواست هنوز تماس نگرفته است: http:\/\/localhost:3000\/admin\/requests\?not_called=1$/,
    );
    expect(mails.map((m) => m.subject)).toEqual(["گزارش روزانه صف بررسی: ۱ درخواست باز"]);
    // A second instance, or a second check the same day, sends nothing.
    expect(await sendDailyDigest(db, new Date("2026-11-25T15:00:00Z"))).toBeUndefined();
    expect(await sendDailyDigest(db, new Date("2026-11-26T06:00:00Z"))).toBe(4);
  });
});
