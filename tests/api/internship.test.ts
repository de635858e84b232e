// POST /api/v1/internship/create: signed-in senders only; the name and mobile are the account's;
// the resume is required and checked by its bytes and size; the skills list and the other
// fields answer in Persian; nothing a client can send makes it fail with a 5xx.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as internshipCreate } from "@/app/api/v1/internship/create/route";
import { createSession } from "@/server/auth/sessions";
import { findOrCreateUser } from "@/server/auth/users";
import { users } from "@/server/db/schema";
import { setSmsProvider } from "@/server/sms";
import type { SmsMessage } from "@/server/sms/provider";
import { fileStorage } from "@/server/storage";
import { upcomingStartMonths } from "@/validation/requests/internship";
import { withFreshDatabase } from "../support/database";
import { errorListOf, nextIp, postForm, postJson, type Upload } from "../support/http";
import { useDiskUploads } from "../support/disk-uploads";
import { requestForm } from "../support/request-form";

/** The internship request form's route, as the site sends it. */
const form = requestForm(internshipCreate, "internship/create");

const sms: SmsMessage[] = [];

const pdf = new Uint8Array([...new TextEncoder().encode("%PDF-1.7\n"), ...new Uint8Array(300).fill(32)]);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, ...new Uint8Array(64)]);
/** The start of a .docx: a zip whose first entry names a word/ part. */
const docx = new Uint8Array([
  0x50,
  0x4b,
  0x03,
  0x04,
  ...new TextEncoder().encode("....word/document.xml"),
  ...new Uint8Array(100),
]);

const nextMonth = upcomingStartMonths(new Date(), 1)[0]!.value;

const valid = {
  field_of_study: "مهندسی کامپیوتر",
  university: "دانشگاه شهید باهنر کرمان",
  education_level: "کارشناسی",
  start_month: nextMonth,
  duration_months: "۳",
  team: "فنی",
  skills: ["  React ", "TypeScript", "طراحی   API"],
  motivation: "می‌خواهم در یک تیم واقعی محصول بسازم و کار تیمی با بازبینی کد را از نزدیک یاد بگیرم.",
};

const resume = { resume: { bytes: pdf, name: "رزومه.pdf", type: "application/pdf" } };

describe("internship requests", () => {
  const database = withFreshDatabase();
  let token = "";
  let userId = 0;

  useDiskUploads("avinox-internship-");
  beforeAll(async () => {
    setSmsProvider({ name: "test", send: async (m) => void sms.push(m) });
    const user = await findOrCreateUser("09131112233");
    await database.handle().db.update(users).set({ firstName: "سارا", lastName: "محمدی" }).where(eq(users.id, user.id));
    userId = user.id;
    token = (await createSession(user.id, { clientId: "web" })).access_token;
  });
  afterAll(() => setSmsProvider(undefined));

  it("answers 401 to anonymous senders, whatever they send", async () => {
    for (const response of [
      await postForm(internshipCreate, valid, resume, {
        path: "internship/create",
        defaultType: "application/octet-stream",
      }),
      await form.sendJson(JSON.stringify(valid)),
      await form.sendJson(undefined),
    ]) {
      expect(response.status).toBe(401);
      expect((await response.json()).message).toBe("شما دسترسی برای انجام این عملیات ندارید");
    }
    const count = (await database
      .handle()
      .db.execute(sql`select count(*)::int as n from requests where kind = 'internship'`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(count.rows[0]!.n).toBe(0);
  });

  it("stores a valid request with the account's name, mobile and user id, and its resume", async () => {
    const response = await postForm(internshipCreate, valid, resume, {
      path: "internship/create",
      token,
      defaultType: "application/octet-stream",
    });
    expect(response.status).toBe(201);
    const receipt = await response.json();
    expect(receipt).toMatchObject({ kind: "internship", kind_label: "درخواست کارآموزی", status: "received" });

    const db = database.handle().db;
    const stored = (await db.execute(
      sql`select id, payload, user_id, subject_id, mobile, full_name from requests where tracking_code = ${receipt.tracking_code}`,
    )) as unknown as {
      rows: Array<{
        id: number;
        payload: Record<string, unknown>;
        user_id: number;
        subject_id: number | null;
        mobile: string;
        full_name: string;
      }>;
    };
    const row = stored.rows[0]!;
    expect(row.user_id).toBe(userId);
    expect(row.subject_id).toBeNull();
    expect(row.mobile).toBe("09131112233");
    expect(row.full_name).toBe("سارا محمدی");
    expect(row.payload).toEqual({
      field_of_study: "مهندسی کامپیوتر",
      university: "دانشگاه شهید باهنر کرمان",
      education_level: "کارشناسی",
      start_month: nextMonth,
      duration_months: 3,
      team: "فنی",
      skills: ["React", "TypeScript", "طراحی API"],
      motivation: valid.motivation,
    });

    const files = (await db.execute(
      sql`select field, original_name, stored_name, mime, size, user_id from uploads where request_id = ${row.id}`,
    )) as unknown as {
      rows: Array<{
        field: string;
        original_name: string;
        stored_name: string;
        mime: string;
        size: number;
        user_id: number;
      }>;
    };
    expect(files.rows).toEqual([
      expect.objectContaining({
        field: "resume",
        original_name: "رزومه.pdf",
        mime: "application/pdf",
        size: pdf.byteLength,
        user_id: userId,
      }),
    ]);
    expect(await fileStorage().get(files.rows[0]!.stored_name)).toEqual(pdf);
    expect(sms.at(-1)!.to).toBe("09131112233");
  });

  it("takes a Word (docx) resume too", async () => {
    const response = await postForm(
      internshipCreate,
      valid,
      { resume: { bytes: docx, name: "cv.docx" } },
      { path: "internship/create", token, defaultType: "application/octet-stream" },
    );
    expect(response.status).toBe(201);
  });

  it("requires the resume", async () => {
    expect(
      await errorListOf(
        await postForm(
          internshipCreate,
          valid,
          {},
          { path: "internship/create", token, defaultType: "application/octet-stream" },
        ),
      ),
    ).toEqual([{ field: "resume", message: "رزومه الزامی است" }]);
    expect(
      await errorListOf(await postJson(internshipCreate, JSON.stringify(valid), { path: "internship/create", token })),
    ).toEqual([{ field: "resume", message: "رزومه الزامی است" }]);
  });

  it("judges the resume by its bytes, not its name or type", async () => {
    const message = [{ field: "resume", message: "رزومه باید یکی از این نوع‌ها باشد: PDF، Word (doc)، Word (docx)" }];
    const refusals = (resume: Upload) =>
      postForm(
        internshipCreate,
        valid,
        { resume },
        { path: "internship/create", token, defaultType: "application/octet-stream" },
      ).then(errorListOf);
    expect(await refusals({ bytes: png, name: "resume.pdf", type: "application/pdf" })).toEqual(message);
    // A real PDF with another extension is refused as well.
    expect(await refusals({ bytes: pdf, name: "resume.png", type: "image/png" })).toEqual(message);
  });

  it("refuses a resume over 5 MB with 413", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(pdf);
    const response = await postForm(
      internshipCreate,
      valid,
      { resume: { bytes: big, name: "big.pdf", type: "application/pdf" } },
      { path: "internship/create", token, defaultType: "application/octet-stream" },
    );
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe("حجم رزومه باید کمتر از ۵۱۲۰ کیلوبایت باشد.");
    // Exactly 5 MB is still fine.
    const limit = new Uint8Array(5 * 1024 * 1024);
    limit.set(pdf);
    expect(
      (
        await postForm(
          internshipCreate,
          valid,
          { resume: { bytes: limit, name: "limit.pdf", type: "application/pdf" } },
          { path: "internship/create", token, defaultType: "application/octet-stream" },
        )
      ).status,
    ).toBe(201);
  });

  describe("skills", () => {
    const skillsError = async (skills: unknown) => {
      const errors = await errorListOf(
        await postForm(internshipCreate, { ...valid, skills }, resume, {
          path: "internship/create",
          token,
          defaultType: "application/octet-stream",
        }),
      );
      expect(errors.map((e) => e.field)).toEqual(["skills"]);
      return errors[0]!.message;
    };

    it("needs at least one", async () => {
      expect(await skillsError([])).toBe("مهارت‌ها الزامی است");
      expect(await skillsError(["  ", ""])).toBe("مهارت‌ها الزامی است");
      expect(await skillsError(undefined)).toBe("مهارت‌ها الزامی است");
    });

    it("takes at most 20, each at most 40 characters", async () => {
      const twenty = Array.from({ length: 20 }, (_, i) => `مهارت ${i + 1}`);
      expect(
        (
          await postForm(internshipCreate, { ...valid, skills: twenty }, resume, {
            path: "internship/create",
            token,
            defaultType: "application/octet-stream",
          })
        ).status,
      ).toBe(201);
      expect(await skillsError([...twenty, "یکی بیشتر"])).toBe("حداکثر ۲۰ مهارت می‌توانید وارد کنید");
      expect(
        (
          await postForm(internshipCreate, { ...valid, skills: ["x".repeat(40)] }, resume, {
            path: "internship/create",
            token,
            defaultType: "application/octet-stream",
          })
        ).status,
      ).toBe(201);
      expect(await skillsError(["x".repeat(41)])).toBe("هر مهارت باید حداکثر ۴۰ کاراکتر باشد");
    });

    it("refuses repeats, ignoring case and spacing", async () => {
      expect(await skillsError(["React", "react "])).toBe("مهارت «react» تکراری است");
      expect(await skillsError(["طراحی  رابط", "طراحی رابط"])).toBe("مهارت «طراحی رابط» تکراری است");
    });

    it("wants a list of texts", async () => {
      expect(await skillsError("React, Node")).toBe("مهارت‌ها باید فهرستی از متن‌ها باشد");
      expect(await skillsError([1, 2])).toBe("مهارت‌ها باید فهرستی از متن‌ها باشد");
      expect(await skillsError({ 0: "React" })).toBe("مهارت‌ها باید فهرستی از متن‌ها باشد");
    });

    it("keeps Persian digits as Latin ones", async () => {
      const response = await postForm(internshipCreate, { ...valid, skills: ["Web ۳"] }, resume, {
        path: "internship/create",
        token,
        defaultType: "application/octet-stream",
      });
      expect(response.status).toBe(201);
      const { tracking_code } = await response.json();
      const row = (await database
        .handle()
        .db.execute(sql`select payload from requests where tracking_code = ${tracking_code}`)) as unknown as {
        rows: Array<{ payload: { skills: string[] } }>;
      };
      expect(row.rows[0]!.payload.skills).toEqual(["Web 3"]);
    });
  });

  it("answers every other invalid field in Persian", async () => {
    const errors = await errorListOf(
      await postForm(
        internshipCreate,
        {
          field_of_study: "ر",
          university: "",
          education_level: "دیپلم",
          start_month: "1390-01",
          duration_months: "7",
          team: "مالی",
          skills: ["React"],
          motivation: "کوتاه است",
        },
        resume,
        { path: "internship/create", token, defaultType: "application/octet-stream" },
      ),
    );
    expect(errors).toEqual([
      { field: "field_of_study", message: "رشته تحصیلی باید حداقل ۲ کاراکتر باشد" },
      { field: "university", message: "دانشگاه الزامی است" },
      { field: "education_level", message: "مقطع تحصیلی باید یک مقدار معتبر باشد" },
      { field: "start_month", message: "ماه شروع باید یکی از ماه‌های پیش رو باشد" },
      { field: "duration_months", message: "مقدار مدت کارآموزی باید ۶ یا کمتر باشد" },
      { field: "team", message: "تیم مورد علاقه باید یک مقدار معتبر باشد" },
      { field: "motivation", message: "انگیزه شما از کارآموزی باید حداقل ۳۰ کاراکتر باشد" },
    ]);
    const more = await errorListOf(
      await postForm(internshipCreate, { ...valid, duration_months: "0", start_month: "فردا" }, resume, {
        path: "internship/create",
        token,
        defaultType: "application/octet-stream",
      }),
    );
    expect(more).toEqual([
      { field: "start_month", message: "ماه شروع باید یکی از ماه‌های پیش رو باشد" },
      { field: "duration_months", message: "مقدار مدت کارآموزی باید ۱ یا بیشتر باشد" },
    ]);
    expect(
      await errorListOf(
        await postForm(internshipCreate, { ...valid, duration_months: "2.5" }, resume, {
          path: "internship/create",
          token,
          defaultType: "application/octet-stream",
        }),
      ),
    ).toEqual([{ field: "duration_months", message: "مدت کارآموزی فقط می‌تواند شامل اعداد باشد" }]);
  });

  it("never answers a garbage payload with a 5xx", async () => {
    const bodies: Array<string | undefined> = [
      undefined,
      "",
      "null",
      "[]",
      "[1,2,3]",
      "42",
      '"text"',
      "true",
      "{",
      "not json at all",
      JSON.stringify({ ...valid, skills: null }),
      JSON.stringify({ ...valid, skills: [null, {}, []] }),
      JSON.stringify({ ...valid, duration_months: { $gt: 1 } }),
      JSON.stringify({ ...valid, duration_months: 1e308 }),
      JSON.stringify({ ...valid, motivation: "ا".repeat(200_000) }),
      JSON.stringify({ ...valid, skills: Array.from({ length: 5000 }, (_, i) => String(i)) }),
      JSON.stringify({ ...valid, field_of_study: ["a"], university: 12, team: false }),
      '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"skills": ["x"]}}}',
    ];
    for (const body of bodies) {
      const response = await postJson(internshipCreate, body, { path: "internship/create", token });
      expect(response.status, String(body).slice(0, 60)).toBeLessThan(500);
      expect([400, 422]).toContain(response.status);
    }
    // Multipart oddities: a payload that is not JSON, a payload that is an array, a file where text goes.
    const odd = new FormData();
    odd.append("payload", "{oops");
    const broken = await internshipCreate(
      new Request("http://localhost/api/v1/internship/create", {
        method: "POST",
        body: odd,
        headers: { authorization: `Bearer ${token}`, "x-avinox-client-ip": nextIp() },
      }),
      undefined,
    );
    expect(broken.status).toBe(400);
    expect(
      (
        await postForm(internshipCreate, [1, 2], resume, {
          path: "internship/create",
          token,
          defaultType: "application/octet-stream",
        })
      ).status,
    ).toBe(422);
    const fileAsField = new FormData();
    fileAsField.append("payload", JSON.stringify(valid));
    fileAsField.append("skills", new File([pdf as BlobPart], "x.pdf"));
    const asFile = await internshipCreate(
      new Request("http://localhost/api/v1/internship/create", {
        method: "POST",
        body: fileAsField,
        headers: { authorization: `Bearer ${token}`, "x-avinox-client-ip": nextIp() },
      }),
      undefined,
    );
    expect(asFile.status).toBe(422);
  });
});
