// POST /api/v1/idea/create: a valid idea is stored and read back (with or without its pitch deck);
// each step's fields answer 422 in Persian on their own; the pitch deck is judged by its bytes and
// size; anonymous senders solve a captcha, signed-in ones do not; garbage never gives a 5xx.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as ideaCreate } from "@/app/api/v1/idea/create/route";
import { setSmsProvider } from "@/server/sms";
import type { SmsMessage } from "@/server/sms/provider";
import { fileStorage } from "@/server/storage";
import { IDEA_STEPS } from "@/validation/requests/idea-terms";
import { storedRequest, withFreshDatabase } from "../support/database";
import { errorListOf, postJson } from "../support/http";
import { CAPTCHA_MESSAGES } from "@/validation/requests/captcha-messages";
import { useDiskUploads } from "../support/disk-uploads";
import { signedInMember } from "../support/staff";
import { requestForm } from "../support/request-form";

/** The idea form's route, as the site sends it. */
const form = requestForm(ideaCreate, "idea/create");

const sms: SmsMessage[] = [];

const pdf = new Uint8Array([...new TextEncoder().encode("%PDF-1.5\n"), ...new Uint8Array(300).fill(32)]);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, ...new Uint8Array(64)]);
const zipOf = (part: string) =>
  new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode(`....${part}`), ...new Uint8Array(100)]);
const pptx = zipOf("ppt/presentation.xml");
const docx = zipOf("word/document.xml");

const idea = {
  service: "acceleration",
  title: "سامانه رزرو نوبت کلینیک‌های دامپزشکی",
  problem: "صاحبان حیوانات خانگی در کرمان برای گرفتن نوبت دامپزشکی باید چند بار تماس بگیرند.",
  solution: "یک سامانه آنلاین که نوبت‌های خالی همه کلینیک‌ها را یک‌جا نشان می‌دهد و یادآوری پیامکی دارد.",
  customers: "صاحبان حیوانات خانگی و کلینیک‌های دامپزشکی",
  stage: "نمونه اولیه",
  founder_name: "نگار احمدی",
  founder_mobile: "۰۹۱۳۲۲۲۳۳۴۴",
  founder_email: "negar@example.com",
  team_size: "۳",
  team_roles: "نگار: مدیر محصول؛ امیر: برنامه‌نویس؛ لیلا: طراح",
  city: "کرمان",
  website: "vetnobat.ir",
};

describe("idea submissions", () => {
  const database = withFreshDatabase();
  const db = () => database.handle().db;

  const stored = (trackingCode: string) =>
    storedRequest(db(), trackingCode, ["id", "payload", "subject_id", "user_id", "mobile", "full_name"]);

  useDiskUploads("avinox-idea-");
  beforeAll(() => {
    setSmsProvider({ name: "test", send: async (m) => void sms.push(m) });
  });
  afterAll(() => setSmsProvider(undefined));

  it("stores a valid idea with the founder as sender, and confirms it by SMS", async () => {
    const response = await form.sendJsonSolved(idea);
    expect(response.status).toBe(201);
    const receipt = await response.json();
    expect(receipt).toMatchObject({ kind: "idea", kind_label: "ثبت ایده", status: "received" });
    const row = await stored(receipt.tracking_code);
    expect(row).toMatchObject({ subject_id: null, user_id: null, mobile: "09132223344", full_name: "نگار احمدی" });
    expect(row.payload).toEqual({
      ...idea,
      founder_mobile: "09132223344",
      team_size: 3,
      website: "https://vetnobat.ir",
    });
    expect(sms.at(-1)).toMatchObject({ to: "09132223344" });
    expect(sms.at(-1)!.text).toContain(receipt.tracking_code);
  });

  it("stores a pitch deck (pptx or pdf) beside it, and goes without one and without a website", async () => {
    const withDeck = await form.sendSolved(idea, { pitch_deck: { bytes: pptx, name: "deck.pptx" } });
    expect(withDeck.status).toBe(201);
    const row = await stored((await withDeck.json()).tracking_code);
    const files = (await db().execute(
      sql`select field, original_name, stored_name, mime from uploads where request_id = ${row.id}`,
    )) as unknown as {
      rows: Array<{ field: string; original_name: string; stored_name: string; mime: string }>;
    };
    expect(files.rows).toEqual([
      expect.objectContaining({
        field: "pitch_deck",
        original_name: "deck.pptx",
        mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      }),
    ]);
    expect(await fileStorage().get(files.rows[0]!.stored_name)).toEqual(pptx);

    expect((await form.sendSolved(idea, { pitch_deck: { bytes: pdf, name: "deck.PDF" } })).status).toBe(201);
    const bare = await form.sendJsonSolved({ ...idea, website: "" });
    expect(bare.status).toBe(201);
    expect((await stored((await bare.json()).tracking_code)).payload.website).toBeUndefined();
  });

  it("lets a signed-in sender skip the captcha and keeps their user id", async () => {
    const user = await signedInMember("09132223344");
    const response = await postJson(ideaCreate, idea, {
      path: "idea/create",
      headers: user.auth,
    });
    expect(response.status).toBe(201);
    expect((await stored((await response.json()).tracking_code)).user_id).toBe(user.id);
  });

  it("asks anonymous senders for the captcha", async () => {
    expect(await form.jsonErrorList(idea)).toEqual([{ field: "altcha", message: CAPTCHA_MESSAGES.failed }]);
  });

  describe("each step's fields answer on their own", () => {
    const required: Record<string, Array<{ field: string; message: string }>> = {
      service: [{ field: "service", message: "برنامه مورد نظر الزامی است" }],
      idea: [
        { field: "title", message: "عنوان ایده الزامی است" },
        { field: "problem", message: "مسئله‌ای که حل می‌کنید الزامی است" },
        { field: "solution", message: "راه‌حل شما الزامی است" },
        { field: "customers", message: "مشتریان هدف الزامی است" },
        { field: "stage", message: "مرحله فعلی الزامی است" },
      ],
      team: [
        { field: "founder_name", message: "نام بنیان‌گذار الزامی است" },
        { field: "founder_mobile", message: "شماره موبایل الزامی است" },
        { field: "founder_email", message: "ایمیل الزامی است" },
        { field: "team_size", message: "تعداد اعضای تیم الزامی است" },
        { field: "team_roles", message: "نقش اعضای تیم الزامی است" },
        { field: "city", message: "شهر الزامی است" },
      ],
    };

    for (const step of ["service", "idea", "team"] as const) {
      it(`step '${step}': without its answers, 422 names exactly its fields`, async () => {
        const fields = IDEA_STEPS.find((s) => s.key === step)!.fields as readonly string[];
        const body = Object.fromEntries(Object.entries(idea).filter(([key]) => !fields.includes(key)));
        const errors = await errorListOf(await form.sendJsonSolved(body));
        expect(errors.map((e) => e.field).sort()).toEqual([...fields].sort());
        expect(errors).toEqual(expect.arrayContaining(required[step]!));
      });
    }

    it("step 'service': only the five programmes", async () => {
      expect(await form.jsonErrorList({ ...idea, service: "coworking" })).toEqual([
        { field: "service", message: "برنامه مورد نظر باید یک مقدار معتبر باشد" },
      ]);
    });

    it("step 'idea': lengths and the stage list", async () => {
      const errors = await form.jsonErrorList({
        ...idea,
        title: "اپ",
        problem: "مشکل داریم",
        solution: "راه‌حل",
        customers: "همه",
        stage: "ایده خام",
      });
      expect(errors).toEqual([
        { field: "title", message: "حداقل طول متن کافی نیست" },
        { field: "problem", message: "مسئله‌ای که حل می‌کنید باید حداقل ۲۰ کاراکتر باشد" },
        { field: "solution", message: "راه‌حل شما باید حداقل ۲۰ کاراکتر باشد" },
        { field: "customers", message: "مشتریان هدف باید حداقل ۱۰ کاراکتر باشد" },
        { field: "stage", message: "مرحله فعلی باید یک مقدار معتبر باشد" },
      ]);
    });

    it("step 'team': mobile, e-mail and a team of 1 to 50", async () => {
      expect(
        await form.jsonErrorList({ ...idea, founder_mobile: "0913", founder_email: "negar@", team_size: "51" }),
      ).toEqual([
        { field: "founder_mobile", message: "مقدار شماره موبایل معتبر نیست" },
        { field: "founder_email", message: "ایمیل باید یک ایمیل معتبر باشد" },
        { field: "team_size", message: "مقدار تعداد اعضای تیم باید ۵۰ یا کمتر باشد" },
      ]);
      expect(await form.jsonErrorList({ ...idea, team_size: "0" })).toEqual([
        { field: "team_size", message: "مقدار تعداد اعضای تیم باید ۱ یا بیشتر باشد" },
      ]);
      expect(await form.jsonErrorList({ ...idea, team_size: "سه" })).toEqual([
        { field: "team_size", message: "تعداد اعضای تیم فقط می‌تواند شامل اعداد باشد" },
      ]);
    });

    it("step 'attachments': the website must be a web address", async () => {
      for (const website of ["not a site", "ftp://files.example.com", "localhost", "javascript:alert(1)"]) {
        expect(await form.jsonErrorList({ ...idea, website })).toEqual([
          { field: "website", message: "وب‌سایت یا لینک باید یک نشانی اینترنتی معتبر باشد" },
        ]);
      }
    });
  });

  describe("the pitch deck", () => {
    const typeError = [{ field: "pitch_deck", message: "پیچ‌دک باید یکی از این نوع‌ها باشد: PDF، PowerPoint (pptx)" }];

    it("is judged by its bytes: an image or a Word file named .pdf/.pptx is refused", async () => {
      expect(await form.solvedErrorList(idea, { pitch_deck: { bytes: png, name: "deck.pdf" } })).toEqual(typeError);
      expect(await form.solvedErrorList(idea, { pitch_deck: { bytes: docx, name: "deck.pptx" } })).toEqual(typeError);
      expect(await form.solvedErrorList(idea, { pitch_deck: { bytes: pptx, name: "deck.pdf" } })).toEqual(typeError);
    });

    it("is at most 10 MB (413 above)", async () => {
      const big = new Uint8Array(10 * 1024 * 1024 + 1);
      big.set(pdf);
      const response = await form.sendSolved(idea, { pitch_deck: { bytes: big, name: "deck.pdf" } });
      expect(response.status).toBe(413);
      expect((await response.json()).message).toBe("حجم پیچ‌دک باید کمتر از ۱۰۲۴۰ کیلوبایت باشد.");
    });
  });

  it("never answers a garbage payload with a 5xx", async () => {
    const bodies: Array<unknown> = [
      undefined,
      "",
      "null",
      "[]",
      "7",
      '"idea"',
      "{bad json",
      { ...idea, service: null },
      { ...idea, service: ["acceleration"] },
      { ...idea, team_size: -1 },
      { ...idea, team_size: 1e400 },
      { ...idea, team_size: { n: 3 } },
      { ...idea, title: 12345, problem: true, solution: [], customers: {} },
      { ...idea, website: "https://" + "a".repeat(5000) + ".ir" },
      { ...idea, problem: "م".repeat(300_000) },
      { ...idea, altcha: [1] },
      { ...idea, founder_mobile: 9132223344 },
    ];
    for (const body of bodies) {
      const response = await form.sendJson(body);
      expect(response.status, JSON.stringify(body)?.slice(0, 80)).toBeLessThan(500);
      expect([400, 422]).toContain(response.status);
    }
  });
});
