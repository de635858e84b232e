// @vitest-environment jsdom
// The mentor, hi-tech, freelancer and contact request forms in the browser: eager Persian messages
// from the shared schemas, what they send (parsed fields, the file beside them) to which endpoint,
// and the captcha: anonymous senders send nothing before «من ربات نیستم» is verified, then its
// payload as `altcha`; signed-in senders see no captcha. (The ALTCHA widget is a stand-in here:
// jsdom has no secure context or workers; e2e/requests.spec.ts runs the real one.)
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/api-error";
import { sessionStore } from "@/lib/auth/session";
import { CAPTCHA_MESSAGES } from "@/validation/requests/captcha-messages";
import { altchaMock, TEST_ALTCHA_PAYLOAD } from "../support/altcha-widget-mock";
import { fillRequest, requestField } from "../support/request-form-ui";

const sent = vi.hoisted(
  () => [] as Array<{ endpoint: string; fields: Record<string, unknown>; files?: Record<string, File | undefined> }>,
);
/** Failures the next sends answer with, in order (then success). */
const failures = vi.hoisted(() => [] as Error[]);

vi.mock("@/lib/api/resources/requests", () => ({
  submitRequest: vi.fn(
    async (
      _api: unknown,
      endpoint: string,
      fields: Record<string, unknown>,
      options: { files?: Record<string, File | undefined> },
    ) => {
      sent.push({ endpoint, fields, files: options.files });
      const failure = failures.shift();
      if (failure) throw failure;
      return (await import("../support/request-form-ui")).testReceipt();
    },
  ),
}));
vi.mock("@/components/requests/altcha-widget", () => import("../support/altcha-widget-mock"));

import { FreelancerForm } from "@/components/freelancers/freelancer-form";
import { MentorAdviceForm } from "@/components/mentors/mentor-advice-form";
import { MentorApplicationForm } from "@/components/mentors/mentor-application-form";
import { MentorRequestForm } from "@/components/mentors/mentor-request-form";
import { HitechProposalForm } from "@/components/projects/hitech-proposal-form";
import { ContactForm } from "@/components/requests/contact-form";

beforeEach(() => {
  sent.length = 0;
  failures.length = 0;
  altchaMock.verifications = 0;
  sessionStore.set({ status: "anonymous" });
});
afterEach(() => sessionStore.set({ status: "unknown" }));

/** The one request sent went to `endpoint` with (at least) `fields`. */
async function expectSentOnce(endpoint: string, fields: Record<string, unknown>): Promise<void> {
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]!.endpoint).toBe(endpoint);
  expect(sent[0]!.fields).toMatchObject(fields);
}
/** The captcha's box, named by its label as the widget's state changes («من ربات نیستم» at first). */
const notRobot = () => screen.findByRole("checkbox", { name: "من ربات نیستم" });
const captchaBox = () =>
  within(screen.getByRole("group", { name: "تأیید امنیتی" })).getByRole("checkbox") as HTMLInputElement;

/** Ticks «من ربات نیستم» and waits for the widget to report it verified. */
async function tickCaptcha() {
  const checkbox = (await notRobot()) as HTMLInputElement;
  await userEvent.click(checkbox);
  await waitFor(() => expect(checkbox.checked).toBe(true));
  expect(screen.getByRole("checkbox", { name: "تأیید شد" })).toBe(checkbox);
  await waitFor(() => expect(screen.getByText("«من ربات نیستم» تأیید شد.")).toBeTruthy());
}

describe("request forms", () => {
  it("asking for a mentor: the team, the topic section and the mentoring wishes, no mentor to choose, to /v1/mentor/create", async () => {
    render(
      <MentorRequestForm
        categories={[
          { id: 1, name: "مدیریت محصول" },
          { id: 2, name: "بازاریابی و فروش" },
        ]}
      />,
    );
    expect(screen.getByRole("group", { name: "موضوع" })).toBeTruthy();
    expect(screen.queryByLabelText("منتور")).toBeNull();
    await fillRequest([
      ["نام تیم یا استارتاپ", "کافه‌یار"],
      ["تعداد اعضای تیم", "۴"],
      ["مرحله فعلی کسب‌وکار", { option: "نمونه اولیه" }],
      ["معرفی تیم و کسب‌وکار", "نرم‌افزار سفارش برای کافه‌های کوچک."],
      ["حوزه موضوع", { option: "2" }],
      ["عنوان موضوع", "ورود به بازار شهرهای همسایه"],
      ["شرح نیاز یا چالش", "کوتاه"],
    ]);
    await userEvent.tab();
    expect(await screen.findByText("شرح نیاز یا چالش باید حداقل ۳۰ کاراکتر باشد")).toBeTruthy();
    await fillRequest([
      ["شرح نیاز یا چالش", " نیست؛ نمی‌دانیم فروش در رفسنجان و سیرجان را از کجا شروع کنیم."],
      ["مدت همراهی", { option: "سه ماه" }],
      ["تناوب جلسه‌ها", { option: "هر دو هفته یک جلسه" }],
      ["نحوه برگزاری", { option: "فرقی نمی‌کند" }],
      ["نام و نام خانوادگی", "سحر مرادی"],
      ["شماره موبایل", "۰۹۱۳۷۷۷۶۶۵۵"],
      ["ایمیل", "sahar@example.com"],
    ]);
    await tickCaptcha();
    await userEvent.click(screen.getByRole("button", { name: "ارسال درخواست منتور" }));

    await expectSentOnce("/v1/mentor/create", {
      team_name: "کافه‌یار",
      team_size: 4,
      business_stage: "نمونه اولیه",
      topic_category_id: 2,
      duration: "سه ماه",
      frequency: "هر دو هفته یک جلسه",
      meeting_mode: "فرقی نمی‌کند",
      mobile: "09137776655",
      altcha: TEST_ALTCHA_PAYLOAD,
    });
    expect(sent[0]!.fields).not.toHaveProperty("mentor_id");
    expect(await screen.findByTestId("tracking-code")).toBeTruthy();
  });

  it("becoming a mentor: eager messages, then the parsed fields to /v1/mentor/apply", async () => {
    render(<MentorApplicationForm categories={[{ id: 3, name: "حقوقی و قراردادها" }]} />);
    await userEvent.click(requestField("شماره موبایل"));
    await userEvent.tab();
    expect(await screen.findByText("شماره موبایل الزامی است")).toBeTruthy();

    await fillRequest([
      ["نام و نام خانوادگی", "نرگس امیری"],
      ["شماره موبایل", "۰۹۱۳۴۵۶۷۸۹۰"],
      ["ایمیل", "narges@example.com"],
      ["لینکدین", "@narges-amiri"],
      ["حوزه تخصصی", { option: "3" }],
      ["عنوان شغلی", "وکیل پایه‌یک"],
      ["سابقه کار", "۱۲"],
      ["موضوع‌های مشاوره", "قرارداد سرمایه‌گذاری، ثبت شرکت"],
      ["معرفی و سوابق", "دوازده سال وکالت در دعاوی تجاری و تنظیم قرارداد برای شرکت‌های نوپا و سرمایه‌گذاران."],
      ["ساعت در ماه", "۶"],
    ]);
    await tickCaptcha();
    await userEvent.click(screen.getByRole("button", { name: "ارسال درخواست منتور شدن" }));

    await expectSentOnce("/v1/mentor/apply", {
      mobile: "09134567890",
      category_id: 3,
      years_of_experience: 12,
      topics: ["قرارداد سرمایه‌گذاری", "ثبت شرکت"],
      linkedin: "https://www.linkedin.com/in/narges-amiri",
      hours_per_month: 6,
      altcha: TEST_ALTCHA_PAYLOAD,
    });
    expect(await screen.findByTestId("tracking-code")).toBeTruthy();
  });

  it("a session with a fixed mentor sends the mentor and the topic section", async () => {
    render(
      <MentorAdviceForm
        categories={[
          { id: 1, name: "مدیریت محصول" },
          { id: 2, name: "بازاریابی و فروش" },
        ]}
        mentor={{ id: 7, name: "سارا کاظمی", category_id: 2 }}
      />,
    );
    expect(screen.queryByLabelText("منتور")).toBeNull();
    expect(requestField("حوزه موضوع").value).toBe("2");
    await fillRequest([
      ["نوع جلسه", { option: "مشاوره تخصصی" }],
      ["زمان ترجیحی", { option: "صبح" }],
      ["نحوه برگزاری", { option: "حضوری" }],
      ["مرحله فعلی کسب‌وکار", { option: "ایده" }],
      ["عنوان موضوع", "بازار هدف اولیه"],
      ["شرح پرسش یا چالش", "کوتاه"],
    ]);
    await userEvent.tab();
    expect(await screen.findByText("شرح پرسش یا چالش باید حداقل ۳۰ کاراکتر باشد")).toBeTruthy();
    await fillRequest([
      ["شرح پرسش یا چالش", " نیست دیگر؛ نمی‌دانیم از کدام شهر فروش را شروع کنیم."],
      ["نام و نام خانوادگی", "امید رستمی"],
      ["شماره موبایل", "09151112233"],
      ["ایمیل", "omid@example.com"],
    ]);
    await tickCaptcha();
    await userEvent.click(screen.getByRole("button", { name: "ارسال درخواست جلسه" }));
    await expectSentOnce("/v1/mentor/advice-request", {
      mentor_id: 7,
      topic_category_id: 2,
      session_type: "مشاوره تخصصی",
      business_stage: "ایده",
      preferred_time: "صبح",
      preferred_mode: "حضوری",
    });
  });

  it("a company's hi-tech proposal needs its name, and the file goes beside the fields", async () => {
    render(<HitechProposalForm project={{ id: 4, needs: ["مهندس کنترل", "تحلیلگر داده"] }} />);
    await userEvent.selectOptions(requestField("نوع متقاضی"), "شرکت");
    await userEvent.tab();
    expect(await screen.findByText("نام شرکت الزامی است")).toBeTruthy();
    await userEvent.type(requestField("نام شرکت"), "کنترل‌گستر");
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByText("نام شرکت الزامی است")).toBeNull());
    await fillRequest([
      ["نام و نام خانوادگی", "حمید صادقی"],
      ["شماره موبایل", "09139876543"],
      ["ایمیل", "hamid@example.com"],
      ["نقش مورد نظر", { option: "تحلیلگر داده" }],
      ["مدت همکاری", "۸"],
      ["خلاصه سوابق", "پنج سال تحلیل داده‌های صنعتی و ساخت داشبورد برای کارخانه‌ها."],
      ["پیشنهاد همکاری", "مدل پیش‌بینی رطوبت محصول را از داده‌های فصل گذشته می‌سازم و داشبورد پایش را راه می‌اندازم."],
    ]);
    const input = screen.getByLabelText("رزومه یا معرفی شرکت") as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(["x"], "photo.png", { type: "image/png" })] } });
    expect(await screen.findByText("پسوند فایل رزومه یا معرفی شرکت مجاز نیست")).toBeTruthy();
    const profile = new File(["%PDF-1.7"], "profile.pdf", { type: "application/pdf" });
    fireEvent.change(input, { target: { files: [profile] } });
    await tickCaptcha();
    await userEvent.click(screen.getByRole("button", { name: "ارسال درخواست همکاری" }));
    await expectSentOnce("/v1/hitech/hitech-proposal-create", {
      project_id: 4,
      applicant_type: "شرکت",
      company_name: "کنترل‌گستر",
      role: "تحلیلگر داده",
      duration_months: 8,
    });
    expect(sent[0]!.fields.resume).toBeUndefined();
    expect(sent[0]!.files?.resume).toBe(profile);
  });

  it("freelancer registration: skills with Enter, links as handles, the resume required", async () => {
    render(<FreelancerForm categories={[{ id: 2, name: "طراحی گرافیک و رابط کاربری" }]} thisYear={1404} />);
    await fillRequest([
      ["نام و نام خانوادگی", "الهام رحیمی"],
      ["شماره موبایل", "۰۹۱۳۲۲۲۳۳۴۴"],
      ["ایمیل", "elham@example.com"],
      ["شهر", "کرمان"],
      ["حوزه کاری", { option: "2" }],
      ["عنوان تخصص", "طراح رابط کاربری"],
      ["سابقه کار", "۴"],
      ["نرخ ساعتی", "۳۵۰,۰۰۰"],
      ["درباره شما", "چهار سال طراحی رابط و تجربه کاربری برای اپلیکیشن‌های فروشگاهی و بانکی در کرمان."],
      ["مهارت‌ها", "Figma{Enter}تحقیق کاربر{Enter}"],
      ["اینستاگرام", "@elham.designs"],
      ["تلگرام", "https://telegram.org/x"],
    ]);
    await tickCaptcha();
    await userEvent.click(screen.getByRole("button", { name: "ثبت‌نام فریلنسر" }));
    expect(await screen.findByText("فایل رزومه الزامی است")).toBeTruthy();
    expect(screen.getByText("نشانی تلگرام باید از دامنه t.me باشد")).toBeTruthy();
    expect(sent).toHaveLength(0);

    await userEvent.clear(requestField("تلگرام"));
    const resume = new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" });
    fireEvent.change(screen.getByLabelText("فایل رزومه"), { target: { files: [resume] } });
    await userEvent.click(screen.getByRole("button", { name: "ثبت‌نام فریلنسر" }));
    await expectSentOnce("/v1/freelancer/create", {
      mobile: "09132223344",
      category_id: 2,
      hourly_rate: 350000,
      years_of_experience: 4,
      skills: ["Figma", "تحقیق کاربر"],
      instagram: "https://instagram.com/elham.designs",
    });
    expect(sent[0]!.fields.telegram).toBeUndefined();
    expect(sent[0]!.files?.resume).toBe(resume);
  });

  describe("the captcha (anonymous senders)", () => {
    async function fillContact() {
      render(<ContactForm thisYear={1404} />);
      await fillRequest([
        ["نام و نام خانوادگی", "مهسا کریمی"],
        ["شماره تماس", "09131234567"],
        ["موضوع", { option: "رویدادها" }],
        ["پیام", "سلام، برای برگزاری یک کارگاه در سالن رویدادها چه شرایطی دارید؟"],
      ]);
    }
    const send = () => userEvent.click(screen.getByRole("button", { name: "ارسال پیام" }));

    it("sends nothing before «من ربات نیستم» is verified, says so on the box, then sends its payload", async () => {
      await fillContact();
      const checkbox = await notRobot();
      expect(screen.getByRole("group", { name: "تأیید امنیتی" })).toBeTruthy();
      await send();
      expect(await screen.findByText(CAPTCHA_MESSAGES.required)).toBeTruthy();
      expect(sent).toHaveLength(0);
      // The message is the box's description, and the focus is on the box.
      expect(checkbox.getAttribute("aria-invalid")).toBe("true");
      const describedBy = (checkbox.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent ?? "");
      expect(describedBy.join(" ")).toContain(CAPTCHA_MESSAGES.required);
      expect(document.activeElement).toBe(checkbox);

      await tickCaptcha();
      expect(screen.queryByText(CAPTCHA_MESSAGES.required)).toBeNull();
      expect(checkbox.getAttribute("aria-invalid")).toBeNull();
      await send();
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]!).toMatchObject({
        endpoint: "/v1/contact-us/create",
        fields: { contact_name: "مهسا کریمی", altcha: TEST_ALTCHA_PAYLOAD },
      });
      expect(await screen.findByTestId("tracking-code")).toBeTruthy();
    });

    it("after the API refuses the captcha, solves a fresh one before the next send", async () => {
      failures.push(
        new ApiError({
          kind: "validation",
          status: 422,
          fields: [{ field: "altcha", message: CAPTCHA_MESSAGES.failed }],
          message: CAPTCHA_MESSAGES.failed,
        }),
      );
      await fillContact();
      await tickCaptcha();
      expect(altchaMock.verifications).toBe(1);
      await send();
      await waitFor(() => expect(sent).toHaveLength(1));
      // Solved again at once: the old solution may be spent.
      await waitFor(() => expect(altchaMock.verifications).toBe(2));
      await waitFor(() => expect(captchaBox().checked).toBe(true));
      await send();
      await waitFor(() => expect(sent).toHaveLength(2));
      expect(sent[1]!.fields.altcha).toBe(TEST_ALTCHA_PAYLOAD);
      expect(await screen.findByTestId("tracking-code")).toBeTruthy();
    });

    it("is not shown to a signed-in sender, and nothing is sent as `altcha`", async () => {
      sessionStore.set({ status: "signed-in", name: "مهسا کریمی" });
      await fillContact();
      expect(screen.queryByRole("checkbox")).toBeNull();
      expect(screen.queryByRole("group", { name: "تأیید امنیتی" })).toBeNull();
      await send();
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]!.fields).not.toHaveProperty("altcha");
      expect(altchaMock.verifications).toBe(0);
    });
  });
});
