// POST /v1/freelancer/create: freelancer registration with its required resume, stored and read
// back; the skills rules; every social link as an address, a handle and a wrong domain; Persian
// digits in the mobile and the hourly rate; garbage never a 5xx.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as freelancerCreate } from "@/app/api/v1/freelancer/create/route";
import { freelancerCategories, uploads } from "@/server/db/schema";
import { seedFreelancers } from "@/server/seed/freelancers";
import { setSmsProvider } from "@/server/sms";

import { storedRequest, withFreshDatabase } from "../support/database";
import { utf8, type Upload } from "../support/http";
import { requestForm } from "../support/request-form";
import { CAPTCHA_MESSAGES } from "@/validation/requests/captcha-messages";
import { useDiskUploads } from "../support/disk-uploads";

const pdf = new Uint8Array([...utf8("%PDF-1.4\n"), ...new Uint8Array(500).fill(32)]);
const doc = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Uint8Array(200)]);
const jpg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Uint8Array(100)]);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Uint8Array(300)]);
const resumePdf: Upload = { bytes: pdf, name: "رزومه.pdf", type: "application/pdf" };

const COLUMNS = ["id", "payload", "subject_id", "user_id", "mobile"];

describe("POST /v1/freelancer/create", () => {
  const database = withFreshDatabase();
  let categoryId: number;

  useDiskUploads("avinox-freelancer-");
  beforeAll(async () => {
    setSmsProvider({ name: "test", send: async () => {} });
    const db = database.handle().db;
    await seedFreelancers(db);
    const [category] = await db.select().from(freelancerCategories).where(eq(freelancerCategories.slug, "design"));
    categoryId = category!.id;
  });
  afterAll(() => setSmsProvider(undefined));

  const form = requestForm(freelancerCreate, "freelancer/create");
  const registration = () => ({
    full_name: "الهام رحیمی",
    mobile: "۰۹۱۳۲۲۲۳۳۴۴",
    email: "elham.rahimi@example.com",
    city: "کرمان",
    birthday: "1995-03-21",
    category_id: String(categoryId),
    title: "طراح رابط کاربری",
    years_of_experience: "۴",
    hourly_rate: "۳۵۰,۰۰۰",
    bio: "چهار سال طراحی رابط و تجربه کاربری برای اپلیکیشن‌های فروشگاهی و بانکی؛ آشنا با سیستم طراحی و تحقیق کاربر.",
    skills: ["Figma", "  طراحی رابط کاربری ", "تحقیق کاربر"],
    instagram: "",
    linkedin: "",
    twitter: "",
    telegram: "",
  });

  it("stores a valid registration with its resume, Persian digits made Latin", async () => {
    const db = database.handle().db;
    const response = await form.sendSolved(registration(), { resume: resumePdf });
    expect(response.status).toBe(201);
    const receipt = await response.json();
    expect(receipt).toMatchObject({
      kind: "freelancer-create",
      kind_label: "ثبت‌نام فریلنسر",
      status: "received",
      subject_title: null,
    });
    const row = await storedRequest(db, receipt.tracking_code, COLUMNS);
    expect(row).toMatchObject({ subject_id: null, user_id: null, mobile: "09132223344" });
    expect(row.payload).not.toHaveProperty("altcha");
    expect(row.payload).toEqual({
      full_name: "الهام رحیمی",
      mobile: "09132223344",
      email: "elham.rahimi@example.com",
      city: "کرمان",
      birthday: "1995-03-21",
      category_id: categoryId,
      title: "طراح رابط کاربری",
      years_of_experience: 4,
      hourly_rate: 350000,
      bio: registration().bio,
      skills: ["Figma", "طراحی رابط کاربری", "تحقیق کاربر"],
    });
    const files = await db.select().from(uploads).where(eq(uploads.requestId, row.id));
    expect(files).toEqual([
      expect.objectContaining({
        field: "resume",
        originalName: "رزومه.pdf",
        mime: "application/pdf",
        size: pdf.byteLength,
      }),
    ]);
  });

  it("takes Persian and Arabic digits, with or without grouping, in the mobile and the hourly rate", async () => {
    const db = database.handle().db;
    for (const [mobile, rate, expected] of [
      ["۰۹۱۳۲۲۲۳۳۴۴", "۱۲۰۰۰۰", 120000],
      ["٠٩١٣٢٢٢٣٣٤٤", "٢٥٠,٠٠٠", 250000],
      ["09132223344", "1,500,000", 1500000],
      // The separators of a Persian keyboard, as the job salary has always taken them.
      ["۰۹۱۳ ۲۲۲ ۳۳۴۴", "۲۵۰٬۰۰۰", 250000],
      ["0913-222-3344", "٢٥٠،٠٠٠", 250000],
      ["+989132223344", "1٬500،000", 1500000],
    ] as const) {
      const response = await form.sendSolved(
        { ...registration(), mobile, hourly_rate: rate, birthday: "" },
        { resume: { bytes: doc, name: "cv.doc", type: "application/msword" } },
      );
      expect(response.status, `${mobile} ${rate}`).toBe(201);
      const row = await storedRequest(db, (await response.json()).tracking_code, COLUMNS);
      expect(row.payload).toMatchObject({ mobile: "09132223344", hourly_rate: expected });
      expect(row.payload.birthday).toBeUndefined();
    }
    expect(await form.errors({ ...registration(), mobile: "۰۹۱۳۲۲۲۳۳", hourly_rate: "۳۵۰.۰۰۰" })).toEqual({
      mobile: "مقدار شماره موبایل معتبر نیست",
      hourly_rate: "نرخ ساعتی فقط می‌تواند شامل اعداد و ویرگول باشد",
    });
    expect(await form.errors({ ...registration(), hourly_rate: "۵٬۰۰۰" })).toEqual({
      hourly_rate: "حداقل مبلغ ۱۰,۰۰۰ تومان است",
    });
    expect(await form.errors({ ...registration(), hourly_rate: "۵۰٬۰۰۰٬۰۰۱" })).toEqual({
      hourly_rate: "مبلغ وارد شده مجاز نیست",
    });
    expect(await form.errors({ ...registration(), hourly_rate: "" })).toEqual({ hourly_rate: "نرخ ساعتی الزامی است" });
  });

  it("requires the resume and judges it by its bytes", async () => {
    expect(await form.solvedErrors(registration())).toEqual({ resume: "فایل رزومه الزامی است" });
    expect(
      await form.solvedErrors(
        { ...registration() },
        { resume: { bytes: jpg, name: "cv.pdf", type: "application/pdf" } },
      ),
    ).toEqual({
      resume: "فایل رزومه باید یکی از این نوع‌ها باشد: PDF، Word (doc)، Word (docx)",
    });
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(pdf);
    expect(
      (
        await form.sendSolved(
          { ...registration() },
          { resume: { bytes: big, name: "cv.pdf", type: "application/pdf" } },
        )
      ).status,
    ).toBe(413);
  });

  it("takes an optional profile photo, judged by its bytes (JPG, PNG or WebP) and its size", async () => {
    const db = database.handle().db;
    const response = await form.sendSolved(
      { ...registration() },
      { resume: resumePdf, avatar: { bytes: png, name: "avatar.png", type: "image/png" } },
    );
    expect(response.status).toBe(201);
    const row = await storedRequest(db, (await response.json()).tracking_code, COLUMNS);
    const files = await db.select().from(uploads).where(eq(uploads.requestId, row.id));
    expect(files.map((f) => [f.field, f.mime]).sort()).toEqual([
      ["avatar", "image/png"],
      ["resume", "application/pdf"],
    ]);
    expect(
      await form.solvedErrors(
        { ...registration() },
        { resume: resumePdf, avatar: { bytes: pdf, name: "avatar.png", type: "image/png" } },
      ),
    ).toEqual({
      avatar: "تصویر پروفایل باید یکی از این نوع‌ها باشد: JPG، PNG، WebP",
    });
    const big = new Uint8Array(512 * 1024 + 1);
    big.set(png);
    expect(
      (
        await form.sendSolved(
          { ...registration() },
          { resume: resumePdf, avatar: { bytes: big, name: "avatar.png", type: "image/png" } },
        )
      ).status,
    ).toBe(413);
  });

  it("checks the skills: 1 to 20, each up to 40 characters, no duplicates", async () => {
    const db = database.handle().db;
    const skills = async (value: unknown) => (await form.errors({ ...registration(), skills: value })).skills;
    expect(await skills([])).toBe("مهارت‌ها الزامی است");
    expect(await skills(["  ", ""])).toBe("مهارت‌ها الزامی است");
    expect(await skills(undefined)).toBe("مهارت‌ها الزامی است");
    expect(await skills(Array.from({ length: 21 }, (_, i) => `مهارت ${i + 1}`))).toBe(
      "حداکثر ۲۰ مهارت می‌توانید وارد کنید",
    );
    expect(await skills(["Figma", "ب".repeat(41)])).toBe("هر مهارت نباید بیشتر از ۴۰ کاراکتر باشد");
    expect(await skills(["Figma", "figma "])).toBe("مهارت «figma» تکراری است");
    expect(await skills(["Figma", 3])).toBe("مهارت‌ها معتبر نیست");
    expect(await skills({ 0: "Figma" })).toBe("مهارت‌ها معتبر نیست");
    // The edges pass: 20 skills, one of exactly 40 characters.
    const edge = [...Array.from({ length: 19 }, (_, i) => `مهارت ${i + 1}`), "ب".repeat(40)];
    const response = await form.sendSolved({ ...registration(), skills: edge }, { resume: resumePdf });
    expect(response.status).toBe(201);
    expect((await storedRequest(db, (await response.json()).tracking_code, COLUMNS)).payload.skills).toEqual(edge);
  });

  const networks = [
    {
      field: "instagram",
      url: "https://www.instagram.com/elham.designs/",
      urlOut: "https://instagram.com/elham.designs",
      handle: "@elham.designs",
      handleOut: "https://instagram.com/elham.designs",
      wrong: "https://facebook.com/elham",
      wrongMessage: "نشانی اینستاگرام باید از دامنه instagram.com باشد",
      invalidMessage: "نشانی یا شناسه اینستاگرام معتبر نیست",
    },
    {
      field: "linkedin",
      url: "ir.linkedin.com/in/elham-rahimi",
      urlOut: "https://www.linkedin.com/in/elham-rahimi",
      handle: "elham-rahimi",
      handleOut: "https://www.linkedin.com/in/elham-rahimi",
      wrong: "https://github.com/elham",
      wrongMessage: "نشانی لینکدین باید از دامنه linkedin.com باشد",
      invalidMessage: "نشانی یا شناسه لینکدین معتبر نیست",
    },
    {
      field: "twitter",
      url: "http://twitter.com/elham_ux",
      urlOut: "https://x.com/elham_ux",
      handle: "@elham_ux",
      handleOut: "https://x.com/elham_ux",
      wrong: "https://mastodon.social/@elham",
      wrongMessage: "نشانی ایکس (توییتر) باید از دامنه x.com یا twitter.com باشد",
      invalidMessage: "نشانی یا شناسه ایکس (توییتر) معتبر نیست",
    },
    {
      field: "telegram",
      url: "https://t.me/elham_ux",
      urlOut: "https://t.me/elham_ux",
      handle: "elham_ux",
      handleOut: "https://t.me/elham_ux",
      wrong: "https://telegram.org/elham_ux",
      wrongMessage: "نشانی تلگرام باید از دامنه t.me باشد",
      invalidMessage: "نشانی یا شناسه تلگرام معتبر نیست",
    },
  ] as const;

  it("takes every social link as a full address and stores it as https", async () => {
    const db = database.handle().db;
    const links = Object.fromEntries(networks.map((n) => [n.field, n.url]));
    const response = await form.sendSolved({ ...registration(), ...links }, { resume: resumePdf });
    expect(response.status).toBe(201);
    const row = await storedRequest(db, (await response.json()).tracking_code, COLUMNS);
    expect(row.payload).toMatchObject(Object.fromEntries(networks.map((n) => [n.field, n.urlOut])));
  });

  it("takes every social link as a handle and stores it as https", async () => {
    const db = database.handle().db;
    const links = Object.fromEntries(networks.map((n) => [n.field, n.handle]));
    const response = await form.sendSolved({ ...registration(), ...links }, { resume: resumePdf });
    expect(response.status).toBe(201);
    const row = await storedRequest(db, (await response.json()).tracking_code, COLUMNS);
    expect(row.payload).toMatchObject(Object.fromEntries(networks.map((n) => [n.field, n.handleOut])));
  });

  it("names the right domain for a link to another site, per field", async () => {
    const links = Object.fromEntries(networks.map((n) => [n.field, n.wrong]));
    expect(await form.errors({ ...registration(), ...links })).toEqual(
      Object.fromEntries(networks.map((n) => [n.field, n.wrongMessage])),
    );
  });

  it("refuses handles and addresses that name no profile, per field", async () => {
    for (const bad of ["ab", "@نام_فارسی", "name with spaces", "javascript:alert(1)"]) {
      const links = Object.fromEntries(networks.map((n) => [n.field, bad]));
      expect(await form.errors({ ...registration(), ...links }), bad).toEqual(
        Object.fromEntries(networks.map((n) => [n.field, n.invalidMessage])),
      );
    }
    // Each field keeps to its own network.
    expect(
      await form.errors({
        ...registration(),
        instagram: "https://t.me/elham_ux",
        telegram: "https://instagram.com/elham",
      }),
    ).toEqual({
      instagram: "نشانی اینستاگرام باید از دامنه instagram.com باشد",
      telegram: "نشانی تلگرام باید از دامنه t.me باشد",
    });
  });

  it("answers the other rules in Persian", async () => {
    expect(
      await form.errors({
        ...registration(),
        full_name: "ع",
        email: "elham",
        city: "",
        birthday: "2030-01-01",
        category_id: "",
        title: "",
        years_of_experience: "۶۱",
        bio: "کوتاه",
      }),
    ).toEqual({
      full_name: "نام و نام خانوادگی باید بین ۲ و ۸۰ کاراکتر باشد",
      email: "ایمیل باید یک ایمیل معتبر باشد",
      city: "شهر الزامی است",
      birthday: "تاریخ تولد معتبر نیست",
      category_id: "حوزه کاری را انتخاب کنید",
      title: "عنوان تخصص الزامی است",
      years_of_experience: "مقدار سابقه کار باید ۶۰ یا کمتر باشد",
      bio: "درباره شما باید حداقل ۵۰ کاراکتر باشد",
    });
    expect(await form.solvedErrors({ ...registration(), category_id: "999999" }, { resume: resumePdf })).toEqual({
      category_id: "حوزه کاری را از فهرست انتخاب کنید",
    });
    expect(await form.errors(registration(), { resume: resumePdf })).toEqual({ altcha: CAPTCHA_MESSAGES.failed });
  });

  it("never answers garbage with a 5xx", async () => {
    const huge = "ف".repeat(200_000);
    const multipart: unknown[] = [
      "",
      "null",
      "{oops",
      "[]",
      { skills: null, instagram: null, linkedin: null },
      { ...registration(), skills: huge, instagram: huge, bio: huge, city: huge },
      { ...registration(), skills: [[["x"]]], twitter: ["@a"], telegram: { url: "t.me/x" }, hourly_rate: [350000] },
      { ...registration(), hourly_rate: 1e308, years_of_experience: -1, category_id: { id: 1 }, birthday: 19950321 },
      {
        ...registration(),
        linkedin: "https://www.linkedin.com/in/" + "a".repeat(5000),
        instagram: "https://instagram.com/%00%0a",
      },
    ];
    const json: unknown[] = ["", "42", "[null]", { skills: Array.from({ length: 100_000 }, () => "x") }];
    let tried = 0;
    for (const fields of multipart) {
      const response = await form.send(fields, { resume: resumePdf });
      expect([400, 422], JSON.stringify(fields).slice(0, 80)).toContain(response.status);
      tried += 1;
    }
    for (const body of json) {
      const response = await form.sendJson(body);
      expect([400, 422], JSON.stringify(body).slice(0, 80)).toContain(response.status);
      tried += 1;
    }
    expect(tried).toBe(13);
  });
});
