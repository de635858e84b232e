// POST /v1/hitech/hitech-proposal-create: a cooperation request for a hi-tech project, stored and
// read back (with an optional resume checked by its bytes); finished, hidden and unknown projects,
// roles the project does not need and companies without a name are refused; garbage never a 5xx.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as proposalCreate } from "@/app/api/v1/hitech/hitech-proposal-create/route";
import { hitechProjects, uploads } from "@/server/db/schema";
import { seedHitech } from "@/server/seed/hitech";
import { setSmsProvider } from "@/server/sms";

import { storedRequest, withFreshDatabase } from "../support/database";
import { errorsOf, utf8, type Upload } from "../support/http";
import { solvedCaptcha } from "../support/captcha";
import { CAPTCHA_MESSAGES } from "@/validation/requests/captcha-messages";
import { useDiskUploads } from "../support/disk-uploads";
import { requestForm } from "../support/request-form";

/** The cooperation request form's route, as the site sends it. */
const form = requestForm(proposalCreate, "hitech/hitech-proposal-create");

const COLUMNS = ["id", "payload", "subject_id", "subject_title", "user_id"];

const pdf = new Uint8Array([...utf8("%PDF-1.7\n"), ...new Uint8Array(300).fill(32)]);
/** A zip (an Office file) whose first entry is `part`: what tells a Word file from a PowerPoint one. */
const zipOf = (part: string) =>
  new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Uint8Array(26), ...utf8(part), ...new Uint8Array(100)]);
const docx = zipOf("word/document.xml");
const pptx = zipOf("ppt/presentation.xml");
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const WRONG_KIND = "رزومه یا معرفی شرکت باید یکی از این نوع‌ها باشد: PDF، Word (doc)، Word (docx)";

describe("POST /v1/hitech/hitech-proposal-create", () => {
  const database = withFreshDatabase();
  const projects: Record<string, { id: number; title: string; needs: string[] }> = {};

  useDiskUploads("avinox-hitech-");
  beforeAll(async () => {
    setSmsProvider({ name: "test", send: async () => {} });
    const db = database.handle().db;
    await seedHitech(db);
    for (const row of await db.select().from(hitechProjects))
      projects[row.slug] = { id: row.id, title: row.title, needs: row.needs };
  });
  afterAll(() => setSmsProvider(undefined));

  const proposal = (slug = "copper-mine-sensor-monitoring") => ({
    project_id: String(projects[slug]!.id),
    applicant_type: "فرد",
    full_name: "حمید صادقی",
    mobile: "۰۹۱۳۹۸۷۶۵۴۳",
    email: "hamid.sadeghi@example.com",
    company_name: "",
    role: projects[slug]!.needs[0]!,
    experience: "پنج سال طراحی برد و برنامه‌نویسی میکروکنترلر برای حسگرهای صنعتی.",
    proposal: "طراحی گره‌های حسگر کم‌مصرف LoRaWAN و نوشتن فریمور به‌روزرسانی از راه دور را بر عهده می‌گیرم.",
    duration_months: "۶",
  });

  it("stores a valid proposal with the project as its subject", async () => {
    const db = database.handle().db;
    const response = await form.sendJsonSolved(proposal());
    expect(response.status).toBe(201);
    const receipt = await response.json();
    const project = projects["copper-mine-sensor-monitoring"]!;
    expect(receipt).toMatchObject({
      kind: "hitech-proposal",
      kind_label: "درخواست همکاری در پروژه",
      subject_title: project.title,
    });
    const row = await storedRequest(db, receipt.tracking_code, COLUMNS);
    expect(row).toMatchObject({ subject_id: project.id, subject_title: project.title, user_id: null });
    expect(row.payload).toMatchObject({
      project_id: project.id,
      applicant_type: "فرد",
      mobile: "09139876543",
      role: "مهندس سیستم‌های نهفته",
      duration_months: 6,
    });
    expect(row.payload.company_name).toBeUndefined();
  });

  it("stores a company's proposal with its profile as PDF, and takes a project under way", async () => {
    const db = database.handle().db;
    const fields = {
      ...proposal("pistachio-drying-optimization"),
      applicant_type: "شرکت",
      company_name: "کنترل‌گستر کرمان",
      ...(await solvedCaptcha()),
    };
    const response = await form.send(fields, {
      resume: { bytes: pdf, name: "معرفی شرکت.pdf", type: "application/pdf" },
    });
    expect(response.status).toBe(201);
    const row = await storedRequest(db, (await response.json()).tracking_code, COLUMNS);
    expect(row.subject_id).toBe(projects["pistachio-drying-optimization"]!.id);
    expect(row.payload).toMatchObject({
      applicant_type: "شرکت",
      company_name: "کنترل‌گستر کرمان",
      role: "مهندس کنترل",
    });
    const files = await db.select().from(uploads).where(eq(uploads.requestId, row.id));
    expect(files).toEqual([
      expect.objectContaining({
        field: "resume",
        originalName: "معرفی شرکت.pdf",
        mime: "application/pdf",
        size: pdf.byteLength,
      }),
    ]);
  });

  it("takes a Word resume recognised by its bytes", async () => {
    const db = database.handle().db;
    const response = await form.sendSolved(
      { ...proposal(), applicant_type: "تیم" },
      { resume: { bytes: docx, name: "cv.docx", type: "application/octet-stream" } },
    );
    expect(response.status).toBe(201);
    const row = await storedRequest(db, (await response.json()).tracking_code, COLUMNS);
    const [file] = await db.select().from(uploads).where(eq(uploads.requestId, row.id));
    expect(file!.mime).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
  });

  it("judges the file by its content, not its name, and refuses an oversize one", async () => {
    for (const file of [
      { bytes: png, name: "resume.pdf", type: "application/pdf" },
      {
        bytes: pptx,
        name: "resume.docx",
        type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      },
      { bytes: pdf, name: "resume.docx", type: "application/pdf" },
      { bytes: utf8("just text, not a document"), name: "resume.doc", type: "application/msword" },
    ]) {
      expect(await form.solvedErrors(proposal(), { resume: file }), file.name).toEqual({
        resume: WRONG_KIND,
      });
    }
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(pdf);
    const oversize = await form.sendSolved(
      { ...proposal() },
      { resume: { bytes: big, name: "cv.pdf", type: "application/pdf" } },
    );
    expect(oversize.status).toBe(413);
    expect((await oversize.json()).message).toBe("حجم رزومه یا معرفی شرکت باید کمتر از ۵۱۲۰ کیلوبایت باشد.");
  });

  it("refuses a finished project on project_id", async () => {
    const response = await form.sendJsonSolved({ ...proposal("ore-grade-machine-vision") });
    expect(await errorsOf(response)).toEqual({ project_id: "این پروژه به پایان رسیده است" });
  });

  it("refuses hidden and unknown projects on project_id", async () => {
    const notFound = { project_id: "پروژه انتخاب‌شده پیدا نشد." };
    expect(await errorsOf(await form.sendJsonSolved({ ...proposal("drone-pistachio-spraying") }))).toEqual(notFound);
    expect(await errorsOf(await form.sendJsonSolved({ ...proposal(), project_id: "999999" }))).toEqual(notFound);
    expect(await errorsOf(await form.sendJson({ ...proposal(), project_id: "" }))).toEqual({
      project_id: "پروژه را انتخاب کنید",
    });
  });

  it("refuses a role the project does not need", async () => {
    // A role of another project.
    const response = await form.sendJsonSolved({ ...proposal(), role: "مهندس کنترل" });
    expect(await errorsOf(response)).toEqual({ role: "نقش مورد نظر را از نقش‌های مورد نیاز این پروژه انتخاب کنید" });
    expect(await errorsOf(await form.sendJson({ ...proposal(), role: "  " }))).toEqual({
      role: "نقش مورد نظر الزامی است",
    });
  });

  it("requires a company name from a company, even while other fields are wrong", async () => {
    expect(await errorsOf(await form.sendJson({ ...proposal(), applicant_type: "شرکت", company_name: "  " }))).toEqual({
      company_name: "نام شرکت الزامی است",
    });
    expect(await errorsOf(await form.sendJson({ ...proposal(), applicant_type: "شرکت", mobile: "123" }))).toEqual({
      company_name: "نام شرکت الزامی است",
      mobile: "مقدار شماره موبایل معتبر نیست",
    });
    // Individuals and teams may leave it empty (checked above: 201 for both).
    expect(await errorsOf(await form.sendJson({ ...proposal(), applicant_type: "موسسه" }))).toEqual({
      applicant_type: "نوع متقاضی باید یک مقدار معتبر باشد",
    });
  });

  it("answers the other rules in Persian", async () => {
    expect(
      await errorsOf(
        await form.sendJson({
          ...proposal(),
          full_name: "",
          email: "",
          experience: "کوتاه",
          proposal: "کمی کوتاه",
          duration_months: "۳۷",
        }),
      ),
    ).toEqual({
      full_name: "نام و نام خانوادگی الزامی است",
      email: "ایمیل الزامی است",
      experience: "خلاصه سوابق باید حداقل ۳۰ کاراکتر باشد",
      proposal: "پیشنهاد همکاری باید حداقل ۵۰ کاراکتر باشد",
      duration_months: "مقدار مدت همکاری باید ۳۶ یا کمتر باشد",
    });
    expect(await errorsOf(await form.sendJson({ ...proposal(), duration_months: "0" }))).toEqual({
      duration_months: "مقدار مدت همکاری باید ۱ یا بیشتر باشد",
    });
    expect(await errorsOf(await form.sendJson(proposal()))).toEqual({ altcha: CAPTCHA_MESSAGES.failed });
  });

  it("never answers garbage with a 5xx", async () => {
    const huge = "پ".repeat(200_000);
    const json: unknown[] = [
      "",
      "null",
      "[1,2,3]",
      "true",
      "{oops",
      { project_id: null, applicant_type: null, role: null, duration_months: null },
      { project_id: [1], applicant_type: ["شرکت"], company_name: { a: 1 }, role: 5, duration_months: "1e3" },
      { ...proposal(), experience: huge, proposal: huge, role: huge, company_name: huge },
      { ...proposal(), project_id: -3, duration_months: -1 },
      { ...proposal(), project_id: 99999999999999, duration_months: 1.5 },
    ];
    const multipart: Array<[unknown, Upload | undefined]> = [
      ["{broken", undefined],
      ["[]", undefined],
      [proposal(), { bytes: new Uint8Array(0), name: "empty.pdf", type: "application/pdf" }],
      [proposal(), { bytes: pdf, name: "noextension", type: "" }],
    ];
    let tried = 0;
    for (const body of json) {
      const response = await form.sendJson(body);
      expect([400, 422], JSON.stringify(body).slice(0, 80)).toContain(response.status);
      tried += 1;
    }
    for (const [fields, file] of multipart) {
      const response = await form.send(fields, { resume: file });
      expect([400, 413, 422], JSON.stringify(fields).slice(0, 80)).toContain(response.status);
      tried += 1;
    }
    expect(tried).toBe(14);
  });
});
