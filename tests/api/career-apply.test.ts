// POST /api/v1/career-apply/create on seeded jobs: a general application to a unit, naming one of
// its open positions (as listed by GET /v1/career-apply/units?expand=jobPositions) or a title of
// the person's own; the unit and position are checked; resume and captcha as every form.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as careerApply } from "@/app/api/v1/career-apply/create/route";
import { GET as units } from "@/app/api/v1/career-apply/units/route";
import type { JobUnit } from "@/shared/types/jobs";
import { daysFromNow } from "@/server/seed/helpers";
import { jobPositions } from "@/server/db/schema";
import { seedJobs } from "@/server/seed/jobs";
import { setSmsProvider } from "@/server/sms";
import { fileStorage } from "@/server/storage";
import { storedRequest, withFreshDatabase } from "../support/database";
import { nextIp } from "../support/http";
import { CAPTCHA_MESSAGES } from "@/validation/requests/captcha-messages";
import { useDiskUploads } from "../support/disk-uploads";
import { requestForm } from "../support/request-form";

/** The application form's route, as the site sends it. */
const form = requestForm(careerApply, "career-apply/create");

const pdf = new Uint8Array([...new TextEncoder().encode("%PDF-1.6\n"), ...new Uint8Array(250).fill(32)]);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Uint8Array(40)]);

/** With a PDF resume unless told otherwise (null: no file). */

const cv = { bytes: pdf, name: "cv.pdf" };
const person = { full_name: "مریم سلطانی", mobile: "09170001122", email: "maryam@example.com" };

describe("general career applications", () => {
  const database = withFreshDatabase();
  const db = () => database.handle().db;
  let list: JobUnit[] = [];
  let expiredId = 0;

  const COLUMNS = ["id", "payload", "subject_id", "subject_title", "user_id"];
  useDiskUploads("avinox-career-");
  beforeAll(async () => {
    setSmsProvider({ name: "test", send: async () => {} });
    await seedJobs(db());
    // What the form lists: every unit with its open positions.
    const response = await units(
      new Request("http://localhost/api/v1/career-apply/units?expand=jobPositions&per-page=50"),
      undefined,
    );
    list = (await response.json()) as JobUnit[];
    const [expired] = await db()
      .insert(jobPositions)
      .values({
        unitId: list[0]!.id,
        title: "موقعیت بسته‌شده",
        type: "full-time",
        city: "کرمان",
        summary: "-",
        description: "-",
        searchText: "-",
        postedAt: daysFromNow(-40),
        expiresAt: daysFromNow(-2),
      })
      .returning();
    expiredId = expired!.id;
  });
  afterAll(() => setSmsProvider(undefined));

  it("stores an application for an open position of the unit, with its resume", async () => {
    const unit = list.find((u) => (u.jobPositions ?? []).length > 0)!;
    const position = unit.jobPositions![0]!;
    const response = await form.sendSolved(
      { unit_id: String(unit.id), position_id: String(position.id), ...person },
      { resume: cv },
    );
    expect(response.status).toBe(201);
    const receipt = await response.json();
    expect(receipt).toMatchObject({ kind: "career-apply", kind_label: "درخواست همکاری", status: "received" });
    const row = await storedRequest(db(), receipt.tracking_code, COLUMNS);
    expect(row).toMatchObject({ subject_id: unit.id, subject_title: `${unit.name}: ${position.title}`, user_id: null });
    expect(row.payload).toEqual({ unit_id: unit.id, position_id: position.id, ...person });
    const files = (await db().execute(
      sql`select stored_name, field from uploads where request_id = ${row.id}`,
    )) as unknown as { rows: Array<{ stored_name: string; field: string }> };
    expect(files.rows[0]!.field).toBe("resume");
    expect(await fileStorage().get(files.rows[0]!.stored_name)).toEqual(pdf);
  });

  it("stores an application that names its own position", async () => {
    const unit = list[1]!;
    const response = await form.sendSolved(
      { unit_id: unit.id, position_title: "  تحلیلگر داده ", ...person },
      { resume: cv },
    );
    expect(response.status).toBe(201);
    const row = await storedRequest(db(), (await response.json()).tracking_code, COLUMNS);
    expect(row.subject_title).toBe(`${unit.name}: تحلیلگر داده`);
    expect(row.payload).toMatchObject({ unit_id: unit.id, position_title: "تحلیلگر داده" });
    expect(row.payload.position_id).toBeUndefined();
  });

  it("needs a unit, and a position or its title", async () => {
    const errors = await form.errorList({ ...person }, { resume: cv });
    expect(errors).toEqual([
      { field: "unit_id", message: "واحد را انتخاب کنید" },
      { field: "position_title", message: "عنوان موقعیت الزامی است" },
    ]);
    expect(await form.errorList({ unit_id: list[0]!.id, position_title: "ا", ...person }, { resume: cv })).toEqual([
      { field: "position_title", message: "عنوان موقعیت باید حداقل ۲ کاراکتر باشد" },
    ]);
  });

  it("refuses a unit that does not exist, and a position that is not open in the unit", async () => {
    expect(
      await form.solvedErrorList({ unit_id: 9999, position_title: "برنامه‌نویس", ...person }, { resume: cv }),
    ).toEqual([{ field: "unit_id", message: "این واحد پیدا نشد؛ واحد را از فهرست انتخاب کنید." }]);
    const closed = "این موقعیت در واحد انتخاب‌شده باز نیست؛ موقعیت دیگری انتخاب کنید.";
    const [first, second] = list;
    const elsewhere = second!.jobPositions![0]!.id;
    for (const position_id of [elsewhere, expiredId, 999999]) {
      expect(await form.solvedErrorList({ unit_id: first!.id, position_id, ...person }, { resume: cv })).toEqual([
        { field: "position_id", message: closed },
      ]);
    }
  });

  it("answers the person's fields, the captcha and the resume in Persian", async () => {
    expect(
      await form.errorList(
        { unit_id: list[0]!.id, position_title: "طراح", full_name: "", mobile: "9170001122", email: "x@y" },
        { resume: cv },
      ),
    ).toEqual([
      { field: "full_name", message: "نام و نام خانوادگی الزامی است" },
      { field: "mobile", message: "مقدار شماره موبایل معتبر نیست" },
      { field: "email", message: "ایمیل باید یک ایمیل معتبر باشد" },
    ]);
    const ok = { unit_id: list[0]!.id, position_title: "طراح", ...person };
    expect(await form.errorList(ok, { resume: cv })).toEqual([{ field: "altcha", message: CAPTCHA_MESSAGES.failed }]);
    expect(await form.solvedErrorList(ok)).toEqual([{ field: "resume", message: "رزومه الزامی است" }]);
    expect(await form.solvedErrorList(ok, { resume: { bytes: png, name: "cv.docx" } })).toEqual([
      { field: "resume", message: "رزومه باید یکی از این نوع‌ها باشد: PDF، Word (doc)، Word (docx)" },
    ]);
  });

  it("never answers a garbage payload with a 5xx", async () => {
    const payloads: unknown[] = [
      null,
      [],
      "text",
      12,
      { unit_id: null, position_id: null, position_title: null },
      { unit_id: { id: 1 }, position_id: [1], ...person },
      { unit_id: -1, position_id: 0, ...person },
      { unit_id: 1, position_id: "1e3", ...person },
      { unit_id: 1, position_title: "ع".repeat(100_000), ...person },
      { unit_id: "۱", position_title: ["a", "b"], ...person },
      { unit_id: 1, position_title: "طراح", full_name: 42, mobile: 9170001122, email: true },
    ];
    for (const payload of payloads) {
      const response = await form.send(payload, { resume: cv });
      expect(response.status, JSON.stringify(payload)?.slice(0, 80)).toBeLessThan(500);
      expect([400, 422]).toContain(response.status);
    }
    const raw = await careerApply(
      new Request("http://localhost/api/v1/career-apply/create", {
        method: "POST",
        body: "{nope",
        headers: { "content-type": "application/json", "x-avinox-client-ip": nextIp() },
      }),
      undefined,
    );
    expect(raw.status).toBe(400);
  });
});
