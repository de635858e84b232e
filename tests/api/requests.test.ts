// The path every request takes: stored with a tracking code and history, confirmed by SMS,
// findable by code and mobile, idempotent, captcha-checked once, files checked by their bytes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { POST as contactCreate } from "@/app/api/v1/contact-us/create/route";
import { GET as track } from "@/app/api/v1/request/track/route";
import { GET as download } from "@/app/api/v1/upload/file/route";
import { GET as myRequests } from "@/app/api/v1/user/requests/route";
import { GET as myRequest } from "@/app/api/v1/user/requests/view/route";
import { requestRoute } from "@/server/requests/create";
import { setSmsProvider } from "@/server/sms";
import type { SmsMessage } from "@/server/sms/provider";
import { createSession } from "@/server/auth/sessions";
import { findOrCreateUser } from "@/server/auth/users";
import { iranMobile, requiredText } from "@/validation/rules";
import { withFreshDatabase } from "../support/database";
import { expectReplayed, getFrom, nextIp, postForm, type Upload } from "../support/http";
import { requestForm } from "../support/request-form";
import { solvedCaptcha } from "../support/captcha";
import { CAPTCHA_MESSAGES } from "@/validation/requests/captcha-messages";
import { useDiskUploads } from "../support/disk-uploads";
import { CONTACT_MESSAGE } from "../support/contact-message";

const sms: SmsMessage[] = [];
const contact = requestForm(contactCreate, "contact-us/create");

// The number typed in Persian digits: the confirmation goes to it in Latin ones.
const message = { ...CONTACT_MESSAGE, contact_phone: "۰۹۱۳۱۲۳۴۵۶۷" };

describe("requests", () => {
  const database = withFreshDatabase();
  beforeAll(() => setSmsProvider({ name: "test", send: async (m) => void sms.push(m) }));
  afterAll(() => setSmsProvider(undefined));

  it("stores a contact message with a tracking code and history, confirms it by SMS, and finds it by code and mobile", async () => {
    const receipt = await contact.acceptedJson(message);
    expect(receipt).toMatchObject({
      kind: "contact",
      kind_label: "پیام تماس با ما",
      status: "received",
      status_label: "دریافت شد",
    });
    expect(receipt.tracking_code).toMatch(/^AVX-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    const confirmation = sms.at(-1)!;
    expect(confirmation.to).toBe("09131234567");
    expect(confirmation.text).toContain(receipt.tracking_code);

    const found = await getFrom(track, `?code=${receipt.tracking_code.toLowerCase()}&mobile=09131234567`, {
      ip: nextIp(),
    });
    expect(found.status).toBe(200);
    const detail = await found.json();
    expect(detail).toMatchObject({ tracking_code: receipt.tracking_code, full_name: "مهسا کریمی", status: "received" });
    expect(detail.history).toEqual([expect.objectContaining({ status: "received", status_label: "دریافت شد" })]);
    expect(detail.payload).toBeUndefined();

    const stored = (await database
      .handle()
      .db.execute(sql`select payload from requests where tracking_code = ${receipt.tracking_code}`)) as unknown as {
      rows: Array<{ payload: Record<string, unknown> }>;
    };
    expect(stored.rows[0]!.payload).toMatchObject({
      contact_name: "مهسا کریمی",
      contact_phone: "09131234567",
      subject: "رویدادها",
    });
    const wrongMobile = await getFrom(track, `?code=${receipt.tracking_code}&mobile=09131234568`, { ip: nextIp() });
    expect(wrongMobile.status).toBe(404);
    expect((await wrongMobile.json()).message).toBe("درخواستی با این کد پیگیری و شماره موبایل پیدا نشد.");
  });

  it("answers each invalid field in Persian, and keeps nothing", async () => {
    const errors = await contact.jsonErrorList({
      contact_name: "م",
      contact_phone: "0913",
      subject: "نامعتبر",
      message: "کوتاه",
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: "contact_phone", message: "شماره تماس باید یک شماره تلفن معتبر باشد" },
        { field: "subject", message: "موضوع را از فهرست انتخاب کنید" },
      ]),
    );
    expect(errors.map((e) => e.field).sort()).toEqual(["contact_name", "contact_phone", "message", "subject"]);
  });

  it("takes a landline as the contact number (iran_phone), stores it plain, sends it no SMS, and finds the message by it", async () => {
    const db = database.handle().db;
    const before = sms.length;
    const { tracking_code } = await contact.acceptedJson({ ...message, contact_phone: "۰۳۴-۳۱۲۳ ۴۵۶۷" });
    const stored = (await db.execute(
      sql`select mobile, payload from requests where tracking_code = ${tracking_code}`,
    )) as unknown as {
      rows: Array<{ mobile: string; payload: Record<string, unknown> }>;
    };
    expect(stored.rows[0]).toMatchObject({ mobile: "03431234567", payload: { contact_phone: "03431234567" } });
    expect(sms.length).toBe(before);
    // Found by the same number typed in any digits, and not by another.
    expect(
      (await getFrom(track, `?code=${tracking_code}&mobile=${encodeURIComponent("٠٣٤٣١٢٣٤٥٦٧")}`, { ip: nextIp() }))
        .status,
    ).toBe(200);
    expect((await getFrom(track, `?code=${tracking_code}&mobile=03431234568`, { ip: nextIp() })).status).toBe(404);
    // A mobile still gets its confirmation.
    for (const phone of ["٠٩١٣١٢٣٤٥٦٧", "09131234567", "+98 913 123 4567"]) {
      await contact.acceptedJson({ ...message, contact_phone: phone });
      expect(sms.at(-1)!.to).toBe("09131234567");
    }
    expect(sms.length).toBe(before + 3);
  });

  it("refuses a wrong captcha, and a right one used twice", async () => {
    const payload = JSON.parse(Buffer.from((await solvedCaptcha()).altcha, "base64").toString());
    payload.solution.derivedKey = payload.solution.derivedKey.replace(/^./, (c: string) => (c === "0" ? "1" : "0"));
    expect(
      await contact.jsonErrorList({ ...message, altcha: Buffer.from(JSON.stringify(payload)).toString("base64") }),
    ).toEqual([{ field: "altcha", message: CAPTCHA_MESSAGES.failed }]);
    const captcha = await solvedCaptcha();
    expect((await contact.sendJson({ ...message, ...captcha })).status).toBe(201);
    expect((await contact.sendJson({ ...message, ...captcha })).status).toBe(422);
    expect((await contact.sendJson(message)).status).toBe(422);
  });

  it("stores one request for a replayed Idempotency-Key", async () => {
    const db = database.handle().db;
    const key = "7f8c1f8e-2b7e-4c59-9a34-2a0d1c9b0001";
    const replayOptions = { headers: { "idempotency-key": key, "x-avinox-client-ip": "10.9.99.1" } };
    const first = await contact.sendJsonSolved(message, replayOptions);
    const again = await contact.sendJsonSolved(message, replayOptions);
    await expectReplayed(first, again);
    const count = (await db.execute(
      sql`select count(*)::int as n from requests where idempotency_key is not null`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(count.rows[0]!.n).toBe(1);
  });

  describe("files", () => {
    useDiskUploads("avinox-uploads-");

    const resumeRoute = requestRoute({
      kind: "job-resume",
      schema: z.object({ full_name: requiredText("نام"), mobile: iranMobile("شماره موبایل") }),
      // A route of the test's own for the file checks: no captcha (requestRoute's default is one).
      captcha: false,
      files: { resume: { label: "فایل رزومه", kinds: ["pdf", "doc", "docx"], maxBytes: 64 * 1024, required: true } },
      contact: (input) => ({ mobile: input.mobile, fullName: input.full_name }),
    });
    const pdf = new Uint8Array([...new TextEncoder().encode("%PDF-1.7\n"), ...new Uint8Array(200).fill(32)]);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

    const multipart = (file: Upload | undefined, token?: string) =>
      postForm(
        resumeRoute,
        { full_name: "علی رضایی", mobile: "09121112222" },
        { resume: file },
        { path: "job-resume/create", token },
      );

    it("refuses a file whose bytes are not what its name says", async () => {
      const response = await multipart({ bytes: png, name: "resume.pdf", type: "application/pdf" });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual([
        { field: "resume", message: "فایل رزومه باید یکی از این نوع‌ها باشد: PDF، Word (doc)، Word (docx)" },
      ]);
    });

    it("refuses an oversize file with 413, and a missing required one with 422", async () => {
      const big = new Uint8Array(70 * 1024);
      big.set(pdf);
      expect((await multipart({ bytes: big, name: "cv.pdf", type: "application/pdf" })).status).toBe(413);
      expect(await (await multipart(undefined)).json()).toEqual([
        { field: "resume", message: "فایل رزومه الزامی است" },
      ]);
    });

    it("stores a real PDF that only its owner can download, under its own name", async () => {
      const user = await findOrCreateUser("09121112222");
      const other = await findOrCreateUser("09121113333");
      const { access_token } = await createSession(user.id, { clientId: "web" });
      const { access_token: otherToken } = await createSession(other.id, { clientId: "web" });
      const response = await multipart({ bytes: pdf, name: "رزومه علی.pdf", type: "application/pdf" }, access_token);
      expect(response.status).toBe(201);
      const receipt = await response.json();

      const list = await getFrom(myRequests, "", {
        ip: nextIp(),
        headers: { authorization: `Bearer ${access_token}` },
      });
      expect((await list.json()).map((r: { tracking_code: string }) => r.tracking_code)).toContain(
        receipt.tracking_code,
      );
      const detail = await (
        await getFrom(myRequest, `?id=${receipt.id}`, {
          ip: nextIp(),
          headers: { authorization: `Bearer ${access_token}` },
        })
      ).json();
      expect(detail.history[0].status).toBe("received");
      const file = detail.files[0];
      expect(file).toMatchObject({ name: "رزومه علی.pdf", mime: "application/pdf", size: pdf.byteLength });
      const fileId = file.url.split("=")[1];

      const mine = await getFrom(download, `?id=${fileId}`, {
        ip: nextIp(),
        headers: { authorization: `Bearer ${access_token}` },
      });
      expect(mine.status).toBe(200);
      expect(mine.headers.get("content-disposition")).toContain(
        `filename*=UTF-8''${encodeURIComponent("رزومه علی.pdf")}`,
      );
      expect(new Uint8Array(await mine.arrayBuffer())).toEqual(pdf);
      expect(
        (await getFrom(download, `?id=${fileId}`, { ip: nextIp(), headers: { authorization: `Bearer ${otherToken}` } }))
          .status,
      ).toBe(403);
      expect((await getFrom(download, `?id=${fileId}`, { ip: nextIp() })).status).toBe(401);
      expect(
        (
          await getFrom(myRequest, `?id=${receipt.id}`, {
            ip: nextIp(),
            headers: { authorization: `Bearer ${otherToken}` },
          })
        ).status,
      ).toBe(404);
    });
  });
});
