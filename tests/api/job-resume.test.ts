// POST /api/v1/job-resume/create on seeded jobs: a valid application is stored against its
// position with its resume (read back byte for byte, and downloadable by its signed-in sender);
// unknown or unpublished positions answer 404, closed ones 422; the salary follows
// number_with_comma, minAmount and c_minmax; the resume is checked by bytes and size; garbage never
// gives a 5xx.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as resumeCreate } from "@/app/api/v1/job-resume/create/route";
import { GET as download } from "@/app/api/v1/upload/file/route";
import { daysFromNow } from "@/server/seed/helpers";
import { jobPositions } from "@/server/db/schema";
import { seedJobs } from "@/server/seed/jobs";
import { setSmsProvider } from "@/server/sms";
import { fileStorage } from "@/server/storage";
import { withFreshDatabase } from "../support/database";
import { errorListOf, postForm } from "../support/http";
import { useDiskUploads } from "../support/disk-uploads";
import { signedInMember } from "../support/staff";
import { requestForm } from "../support/request-form";

/** The resume form's route, as the site sends it. */
const form = requestForm(resumeCreate, "job-resume/create");

const pdf = new Uint8Array([...new TextEncoder().encode("%PDF-1.4\n"), ...new Uint8Array(400).fill(32)]);
const doc = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Uint8Array(200)]);
const jpg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Uint8Array(100)]);

const cv = { bytes: pdf, name: "رزومه رضا.pdf" };

describe("job applications", () => {
  const database = withFreshDatabase();
  const db = () => database.handle().db;
  let openId = 0;
  let openTitle = "";
  let expiredId = 0;
  let hiddenId = 0;

  const applicant = () => ({
    job_id: String(openId),
    full_name: "رضا کاظمی",
    mobile: "۰۹۱۵۱۲۳۴۵۶۷",
    email: "reza@example.com",
    city: "کرمان",
    experience_years: "۴",
    expected_salary: "45,000,000",
    cover_letter: "چهار سال تجربه توسعه بک‌اند با Node.js دارم.",
  });

  async function countFor(jobId: number) {
    const result = (await db().execute(
      sql`select count(*)::int as n from requests where kind = 'job-resume' and subject_id = ${jobId}`,
    )) as unknown as { rows: Array<{ n: number }> };
    return result.rows[0]!.n;
  }

  useDiskUploads("avinox-job-resume-");
  beforeAll(async () => {
    setSmsProvider({ name: "test", send: async () => {} });
    await seedJobs(db());
    const [open] = await db().select().from(jobPositions).orderBy(jobPositions.id).limit(1);
    openId = open!.id;
    openTitle = open!.title;
    const base = {
      unitId: open!.unitId,
      type: "full-time",
      city: "کرمان",
      summary: "-",
      description: "-",
      searchText: "-",
    };
    const [expired] = await db()
      .insert(jobPositions)
      .values({ ...base, title: "موقعیت بسته‌شده", postedAt: daysFromNow(-40), expiresAt: daysFromNow(-1) })
      .returning();
    const [hidden] = await db()
      .insert(jobPositions)
      .values({ ...base, title: "پیش‌نویس", status: "draft" })
      .returning();
    expiredId = expired!.id;
    hiddenId = hidden!.id;
  });
  afterAll(() => setSmsProvider(undefined));

  it("stores a valid application against its position, with the resume read back byte for byte", async () => {
    const response = await form.sendSolved(applicant(), { resume: cv });
    expect(response.status).toBe(201);
    const receipt = await response.json();
    expect(receipt).toMatchObject({ kind: "job-resume", kind_label: "ارسال رزومه", status: "received" });

    const rows = (await db().execute(
      sql`select id, payload, subject_id, subject_title, user_id, mobile, full_name from requests where tracking_code = ${receipt.tracking_code}`,
    )) as unknown as {
      rows: Array<{
        id: number;
        payload: Record<string, unknown>;
        subject_id: number;
        subject_title: string;
        user_id: number | null;
        mobile: string;
        full_name: string;
      }>;
    };
    const row = rows.rows[0]!;
    expect(row).toMatchObject({
      subject_id: openId,
      subject_title: openTitle,
      user_id: null,
      mobile: "09151234567",
      full_name: "رضا کاظمی",
    });
    expect(row.payload).toEqual({
      job_id: openId,
      full_name: "رضا کاظمی",
      mobile: "09151234567",
      email: "reza@example.com",
      city: "کرمان",
      experience_years: 4,
      expected_salary: 45_000_000,
      cover_letter: "چهار سال تجربه توسعه بک‌اند با Node.js دارم.",
    });

    const files = (await db().execute(
      sql`select field, original_name, stored_name, mime, size from uploads where request_id = ${row.id}`,
    )) as unknown as {
      rows: Array<{ field: string; original_name: string; stored_name: string; mime: string; size: number }>;
    };
    expect(files.rows).toEqual([
      expect.objectContaining({
        field: "resume",
        original_name: "رزومه رضا.pdf",
        mime: "application/pdf",
        size: pdf.byteLength,
      }),
    ]);
    expect(await fileStorage().get(files.rows[0]!.stored_name)).toEqual(pdf);
  });

  it("lets a signed-in applicant skip the captcha and download their resume again", async () => {
    const user = await signedInMember("09151234567");
    const bearer = user.auth;
    const response = await postForm(
      resumeCreate,
      { ...applicant(), expected_salary: "", cover_letter: "" },
      { resume: { bytes: doc, name: "cv.doc" } },
      { path: "job-resume/create", headers: bearer },
    );
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const stored = (await db().execute(
      sql`select r.user_id, r.payload, u.id as file_id from requests r join uploads u on u.request_id = r.id where r.id = ${id}`,
    )) as unknown as {
      rows: Array<{ user_id: number; payload: Record<string, unknown>; file_id: number }>;
    };
    const row = stored.rows[0]!;
    expect(row.user_id).toBe(user.id);
    expect(row.payload.expected_salary).toBeUndefined();
    expect(row.payload.cover_letter).toBeUndefined();
    const file = await download(
      new Request(`http://localhost/api/v1/upload/file?id=${row.file_id}`, { headers: bearer }),
      undefined,
    );
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/msword");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(doc);
  });

  it("answers 404 for an unknown or unpublished position, and stores nothing", async () => {
    for (const jobId of ["999999", String(hiddenId)]) {
      const response = await form.sendSolved({ ...applicant(), job_id: jobId }, { resume: cv });
      expect(response.status).toBe(404);
      expect((await response.json()).message).toBe("موقعیت شغلی که دنبال آن بودید پیدا نشد.");
    }
    expect(await countFor(999999)).toBe(0);
    expect(await countFor(hiddenId)).toBe(0);
  });

  it("answers 422 on job_id for a position whose window has closed", async () => {
    const response = await form.sendSolved({ ...applicant(), job_id: expiredId }, { resume: cv });
    expect(await errorListOf(response)).toEqual([
      { field: "job_id", message: "مهلت ارسال رزومه برای این موقعیت به پایان رسیده است." },
    ]);
    expect(await countFor(expiredId)).toBe(0);
  });

  it("needs a position id", async () => {
    expect(await form.errorList({ ...applicant(), job_id: "" }, { resume: cv })).toEqual([
      { field: "job_id", message: "موقعیت شغلی را انتخاب کنید" },
    ]);
    expect(await form.errorList({ ...applicant(), job_id: "abc" }, { resume: cv })).toEqual([
      { field: "job_id", message: "موقعیت شغلی را انتخاب کنید" },
    ]);
  });

  describe("expected salary (toman)", () => {
    async function salaryOf(expected_salary: unknown) {
      const response = await form.sendSolved({ ...applicant(), expected_salary }, { resume: cv });
      expect(response.status).toBe(201);
      const { tracking_code } = await response.json();
      const row = (await db().execute(
        sql`select payload from requests where tracking_code = ${tracking_code}`,
      )) as unknown as { rows: Array<{ payload: { expected_salary?: number } }> };
      return row.rows[0]!.payload.expected_salary;
    }
    const salaryError = async (expected_salary: unknown) =>
      (await form.errorList({ ...applicant(), expected_salary }, { resume: cv })).find(
        (e) => e.field === "expected_salary",
      )?.message;

    it("takes digits with or without commas, in any digit script, as a number", async () => {
      expect(await salaryOf("25000000")).toBe(25_000_000);
      expect(await salaryOf("۳۰,۰۰۰,۰۰۰")).toBe(30_000_000);
      expect(await salaryOf("۱۸٬۵۰۰٬۰۰۰")).toBe(18_500_000);
      expect(await salaryOf("١٨،٥٠٠،٠٠٠")).toBe(18_500_000);
      expect(await salaryOf("2٬500,000")).toBe(2_500_000);
      expect(await salaryOf(40_000_000)).toBe(40_000_000);
      expect(await salaryOf("1,000,000")).toBe(1_000_000);
      expect(await salaryOf("1,000,000,000")).toBe(1_000_000_000);
      expect(await salaryOf("   ")).toBeUndefined();
    });

    it("refuses anything but digits and commas (number_with_comma)", async () => {
      for (const value of ["25m", "25.000.000", "-5,000,000", "۲۵ میلیون"]) {
        expect(await salaryError(value)).toBe("حقوق درخواستی فقط می‌تواند شامل اعداد و ویرگول باشد");
      }
    });

    it("wants at least 1,000,000 toman (minAmount) and at most 1,000,000,000 (c_minmax)", async () => {
      expect(await salaryError("999,999")).toBe("حداقل مبلغ ۱,۰۰۰,۰۰۰ تومان است");
      expect(await salaryError("٩٩٩٬٩٩٩")).toBe("حداقل مبلغ ۱,۰۰۰,۰۰۰ تومان است");
      expect(await salaryError("0")).toBe("حداقل مبلغ ۱,۰۰۰,۰۰۰ تومان است");
      expect(await salaryError("1,000,000,001")).toBe("مبلغ وارد شده مجاز نیست");
    });
  });

  it("answers the other fields in Persian", async () => {
    const errors = await form.errorList(
      {
        job_id: openId,
        full_name: "ر",
        mobile: "0915123",
        email: "reza.example.com",
        city: "",
        experience_years: "51",
        cover_letter: "م".repeat(3001),
      },
      { resume: cv },
    );
    expect(errors).toEqual([
      { field: "full_name", message: "نام و نام خانوادگی باید بین ۲ و ۸۰ کاراکتر باشد" },
      { field: "mobile", message: "مقدار شماره موبایل معتبر نیست" },
      { field: "email", message: "ایمیل باید یک ایمیل معتبر باشد" },
      { field: "city", message: "شهر محل سکونت الزامی است" },
      { field: "experience_years", message: "مقدار سابقه کار باید ۵۰ یا کمتر باشد" },
      { field: "cover_letter", message: "متن همراه رزومه نباید بیشتر از ۳,۰۰۰ کاراکتر باشد" },
    ]);
    expect(await form.errorList({ ...applicant(), experience_years: "-1" }, { resume: cv })).toEqual([
      { field: "experience_years", message: "سابقه کار فقط می‌تواند شامل اعداد باشد" },
    ]);
    expect(await form.errorList({ ...applicant(), experience_years: "" }, { resume: cv })).toEqual([
      { field: "experience_years", message: "سابقه کار الزامی است" },
    ]);
  });

  it("requires a real resume of at most 5 MB", async () => {
    expect(await form.solvedErrorList(applicant(), { resume: undefined })).toEqual([
      { field: "resume", message: "رزومه الزامی است" },
    ]);
    expect(await form.solvedErrorList(applicant(), { resume: { bytes: jpg, name: "cv.pdf" } })).toEqual([
      { field: "resume", message: "رزومه باید یکی از این نوع‌ها باشد: PDF، Word (doc)، Word (docx)" },
    ]);
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(pdf);
    expect((await form.sendSolved(applicant(), { resume: { bytes: big, name: "cv.pdf" } })).status).toBe(413);
  });

  it("never answers a garbage payload with a 5xx", async () => {
    const bodies: Array<string | undefined> = [
      undefined,
      "null",
      "[]",
      "0",
      "{]",
      JSON.stringify({ job_id: null }),
      JSON.stringify({ job_id: [1] }),
      JSON.stringify({ job_id: -5 }),
      JSON.stringify({ job_id: 1e20 }),
      JSON.stringify({ job_id: "99999999999999999999" }),
      JSON.stringify({ ...applicant(), expected_salary: { amount: 1 } }),
      JSON.stringify({ ...applicant(), expected_salary: [25_000_000] }),
      JSON.stringify({ ...applicant(), expected_salary: "9".repeat(400) }),
      JSON.stringify({ ...applicant(), experience_years: 1.5 }),
      JSON.stringify({ ...applicant(), full_name: { first: "رضا" }, email: ["a@b.ir"] }),
      JSON.stringify({ ...applicant(), cover_letter: "x".repeat(500_000) }),
    ];
    for (const body of bodies) {
      const response = await form.sendJson(body);
      expect(response.status, String(body).slice(0, 80)).toBeLessThan(500);
      expect([400, 422]).toContain(response.status);
    }
  });
});
