// Sending every request form as a person would: a signed-in member (no captcha) fills each form,
// makes one mistake and sees the Persian message without losing what was typed, submits, gets a
// tracking code, and finds the request under "my requests" and on the tracking page. An anonymous
// visitor ticks the real ALTCHA «من ربات نیستم» box (proof of work in a worker) to send one.
import { expect, test } from "./test";
import {
  expectAccessible,
  expectFieldError,
  expectNoHorizontalScroll,
  fillByLabel,
  freshMobile,
  optionValues,
  signInMember,
  toPersian,
  trackingCodeOf,
} from "./support";
import { pdf } from "./support-requests";

test("a workspace plan link opens the reservation with the plan chosen; the request shows under my requests and on the tracking page", async ({
  page,
}) => {
  const member = await signInMember(page.request, { firstName: "نرگس", lastName: "صالحی" });

  // From the plans on /workspaces to the form.
  await page.goto("/workspaces");
  const planLink = page.getByRole("link", { name: /^درخواست رزرو .+،/ }).first();
  const href = (await planLink.getAttribute("href")) ?? "";
  const planId = /location_plan_id=(\d+)/.exec(href)?.[1];
  expect(planId, href).toBeTruthy();
  await planLink.click();
  await expect(page).toHaveURL(new RegExp(`/reservation\\?location_plan_id=${planId}$`));
  const form = page.getByRole("main").locator("form");
  const planSection = page.getByRole("group", { name: "پلن" });
  await expect(planSection.locator('input[type="radio"]:checked')).toHaveValue(planId!);
  await expect(page.getByRole("group", { name: "نوع خدمت" }).locator('input[type="radio"]:checked')).toHaveCount(1);
  await expect(form.getByLabel("شعبه", { exact: true })).not.toHaveValue("");
  await expect(form.getByLabel("فضا", { exact: true })).not.toHaveValue("");
  // The signed-in member's details are filled in, and no captcha is asked.
  await expect(form.getByLabel("نام و نام خانوادگی")).toHaveValue(member.fullName);
  await expect(form.getByRole("group", { name: "تأیید امنیتی" })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  await form.getByLabel("حوزه فعالیت").fill("طراحی رابط کاربری");
  await form.getByLabel("سابقه کاری").fill("۴ سال طراحی محصول دیجیتال");

  // A mobile that is too short: the Persian message, and nothing typed is lost.
  const mobileField = form.getByLabel("شماره موبایل");
  await mobileField.fill("");
  await mobileField.pressSequentially(toPersian("09123"));
  await mobileField.blur();
  await expect(form.getByText("مقدار شماره موبایل معتبر نیست")).toBeVisible();
  await expectFieldError(mobileField, "مقدار شماره موبایل معتبر نیست");
  await expect(form.getByLabel("حوزه فعالیت")).toHaveValue("طراحی رابط کاربری");
  // The number to call, typed in Persian digits.
  const contactMobile = freshMobile();
  await mobileField.fill("");
  await mobileField.pressSequentially(toPersian(contactMobile));
  await mobileField.blur();
  await expect(form.getByText("مقدار شماره موبایل معتبر نیست")).toBeHidden();

  // The Jalali date picker: the days before today cannot be chosen; a day next month can.
  const datePicker = form.getByRole("group", { name: /تاریخ پیشنهادی شروع/ });
  await expect(datePicker.getByRole("button", { name: "ماه قبل" })).toBeDisabled();
  const pastDays = datePicker.getByRole("grid").locator('button[aria-disabled="true"]');
  // (None on the first day of a Jalali month; then "previous month" being disabled says it.)
  if ((await pastDays.count()) > 0) {
    // A tap on yesterday (Playwright would wait for an aria-disabled button to be enabled) chooses nothing.
    await pastDays.last().click({ force: true });
    await expect(datePicker.getByText("هنوز روزی انتخاب نشده است.")).toBeVisible();
  }
  await datePicker.getByRole("button", { name: "ماه بعد" }).click();
  // The chosen plan's calendar: the branch's Fridays (and any closed or full day) say why and cannot be chosen.
  await expect(datePicker.getByText(/روزهای قرمز خط‌خورده/)).toBeVisible();
  await expect(datePicker.getByRole("button", { name: /جمعه .*، تعطیل هفتگی شعبه$/ }).first()).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  const day = datePicker.getByRole("grid").locator("button:not([aria-disabled])").nth(3);
  const dayName = (await day.getAttribute("aria-label")) ?? "";
  await day.click();
  await expect(datePicker.getByText("تاریخ انتخاب‌شده:")).toContainText(dayName);

  await form.getByRole("checkbox", { name: /قوانین و شرایط رزرو فضای کار آوینوکس/ }).check();
  await form.getByRole("button", { name: "ثبت درخواست رزرو" }).click();
  const code = await trackingCodeOf(page, "ثبت شد");
  await expect(page.getByTestId("request-receipt").getByRole("link", { name: "درخواست‌های من" })).toBeVisible();
  await expectAccessible(page);

  // My requests lists it; its page shows the timeline.
  await page.getByTestId("request-receipt").getByRole("link", { name: "درخواست‌های من" }).click();
  await expect(page).toHaveURL(/\/profile\/orders$/);
  await expect(page.getByRole("heading", { level: 1, name: "درخواست‌های من" })).toBeVisible();
  const item = page.getByRole("main").getByRole("link").filter({ hasText: code });
  await expect(item).toContainText("رزرو");
  await item.click();
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  await expect(page.getByRole("main").getByText(code)).toBeVisible();
  await expect(page.getByRole("region", { name: "روند بررسی" }).getByText("دریافت شد")).toBeVisible();
  await expect(page.getByRole("main").getByText(toPersian(contactMobile))).toBeVisible();

  // The tracking page finds it by code and the mobile it was sent with (typed in Persian digits).
  await page.goto("/track");
  const track = page.getByRole("main").locator("form");
  await track.getByLabel("کد پیگیری").fill(code.toLowerCase());
  await track.getByLabel("شماره موبایل").fill(toPersian(contactMobile));
  await track.getByRole("button", { name: "پیگیری" }).click();
  await expect(page).toHaveURL(new RegExp(`/track\\?code=${code}&mobile=${contactMobile}$`));
  const result = page.getByRole("region", { name: /رزرو/ });
  await expect(result).toContainText(code);
  await expect(result.getByRole("paragraph").filter({ hasText: "دریافت شد" })).toBeVisible();
  // With another number it is not shown.
  await page.goto(`/track?code=${code}&mobile=${freshMobile()}`);
  await expect(page.getByRole("main").getByRole("alert").filter({ hasText: /\S/ })).toBeVisible();
  await expect(page.getByRole("region", { name: /رزرو/ })).toHaveCount(0);
});

test("an internship request: skills with Enter, one removed, a resume, the receipt", async ({ page }) => {
  const member = await signInMember(page.request, { firstName: "امیر", lastName: "رستمی" });
  await page.goto("/request-internship");
  await expect(page).toHaveURL(/\/request-internship$/);
  const form = page.getByRole("main").locator("form");
  await expect(form.getByText(member.fullName)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  await form.getByLabel("رشته تحصیلی").fill("مهندسی کامپیوتر");
  await form.getByLabel("دانشگاه").fill("دانشگاه شهید باهنر کرمان");
  await form.getByLabel("مقطع تحصیلی").selectOption("کارشناسی");
  const months = await optionValues(form.getByLabel("ماه شروع"));
  await form.getByLabel("ماه شروع").selectOption(months[0]!);
  await form.getByLabel("مدت کارآموزی").selectOption("3");
  await form.getByLabel("تیم مورد علاقه").selectOption("فنی");

  // Skills one at a time with Enter (Enter never sends the form); one removed again.
  const skills = form.getByLabel("مهارت‌ها", { exact: true });
  for (const skill of ["React", "TypeScript", "Figma"]) {
    await skills.fill(skill);
    await skills.press("Enter");
  }
  await expect(page.getByTestId("request-receipt")).toHaveCount(0);
  const chips = form.getByRole("list", { name: "مهارت‌ها واردشده" });
  await expect(chips.getByRole("listitem")).toHaveText(["React", "TypeScript", "Figma"]);
  await chips.getByRole("button", { name: "حذف Figma" }).click();
  await expect(chips.getByRole("listitem")).toHaveText(["React", "TypeScript"]);
  await expect(skills).toBeFocused();

  // Too short a motivation: the Persian message; the rest stays.
  const motivation = form.getByLabel("انگیزه شما از کارآموزی");
  await motivation.fill("یادگیری");
  await form.getByLabel("فایل رزومه").setInputFiles(pdf("resume.pdf"));
  await form.getByRole("button", { name: "ثبت درخواست کارآموزی" }).click();
  await expectFieldError(motivation, "انگیزه شما از کارآموزی باید حداقل ۳۰ کاراکتر باشد");
  await expect(motivation).toBeFocused();
  await expect(form.getByLabel("رشته تحصیلی")).toHaveValue("مهندسی کامپیوتر");
  await expect(chips.getByRole("listitem")).toHaveText(["React", "TypeScript"]);
  await expect(form.getByText(/فایل انتخاب‌شده: resume\.pdf/)).toBeVisible();

  await motivation.fill("می‌خواهم در یک تیم واقعی محصول بسازم و کار با React را در پروژه‌های استارتاپی یاد بگیرم.");
  await form.getByRole("button", { name: "ثبت درخواست کارآموزی" }).click();
  const code = await trackingCodeOf(page, "ثبت شد");
  await expect(page.getByTestId("request-receipt")).toContainText("کارآموزی");

  await page.goto("/profile/orders");
  await expect(page.getByRole("main").getByRole("link").filter({ hasText: code })).toContainText("کارآموزی");
});

test("registering for an upcoming event shows the receipt", async ({ page }) => {
  const member = await signInMember(page.request, { firstName: "سینا", lastName: "مرادی" });
  await page.goto("/events/ai-meetup-kerman");
  const section = page.locator("#register");
  await expect(section.getByRole("heading", { name: "ثبت‌نام در رویداد" })).toBeVisible();
  const form = section.locator("form");
  await expect(form.getByLabel("نام و نام خانوادگی")).toHaveValue(member.fullName);
  await expect(form.getByLabel("شماره موبایل")).toHaveValue(member.mobile);
  await expect(form.getByRole("group", { name: "تأیید امنیتی" })).toHaveCount(0);
  await expectAccessible(page);

  // An empty name: the Persian message; the e-mail stays.
  await form.getByLabel("ایمیل").fill("sina@example.com");
  await form.getByLabel("نام و نام خانوادگی").fill("");
  await form.getByRole("button", { name: "ثبت‌نام در رویداد" }).click();
  await expectFieldError(form.getByLabel("نام و نام خانوادگی"), "نام و نام خانوادگی الزامی است");
  await expect(form.getByLabel("ایمیل")).toHaveValue("sina@example.com");

  await form.getByLabel("نام و نام خانوادگی").fill("سینا مرادی");
  await form.getByRole("button", { name: "ثبت‌نام در رویداد" }).click();
  const code = await trackingCodeOf(page, "ثبت شد");
  await expect(page.getByText("جای شما در «میت‌آپ هوش مصنوعی کرمان» نگه داشته شد.")).toBeVisible();

  await page.goto(`/track?code=${code}&mobile=${member.mobile}`);
  await expect(page.getByRole("region", { name: /میت‌آپ هوش مصنوعی کرمان/ })).toContainText(code);
});

test("the stepped idea form keeps answers going back and across a reload, and sends from the review step", async ({
  page,
}) => {
  const member = await signInMember(page.request, { firstName: "لیلا", lastName: "ابراهیمی" });
  await page.goto("/submit-idea");
  await page.evaluate(() => localStorage.removeItem("avinox:idea-draft"));
  await page.reload();
  const form = page.getByRole("main").locator("form");
  const next = form.getByRole("button", { name: "بعدی" });
  const back = form.getByRole("button", { name: "قبلی" });
  await expect(page.getByRole("heading", { name: /کدام برنامه آوینوکس را می‌خواهید؟/ })).toBeVisible();
  await expectAccessible(page);

  // Step 1: the programme. Nothing chosen: a Persian message, and we stay.
  await next.click();
  await expect(form.locator("#service-error")).toContainText("برنامه مورد نظر");
  await expect(page).not.toHaveURL(/step=idea/);
  await form.getByRole("radio", { name: /^رشد/ }).check();
  await next.click();

  // Step 2: the idea. Too short a problem: the message, the title stays.
  await expect(page).toHaveURL(/\?step=idea$/);
  await expect(page.getByRole("heading", { name: /ایده شما/ })).toBeFocused();
  const title = form.getByLabel("عنوان ایده");
  await title.fill("کافه‌یار");
  await fillByLabel(form, {
    "مسئله‌ای که حل می‌کنید": "صف طولانی",
    "راه‌حل شما": "سفارش آنلاین و پرداخت پیش از رسیدن به کافه از روی گوشی.",
    "مشتریان هدف": "کافه‌های کوچک شهر کرمان",
  });
  await form.getByLabel("مرحله فعلی").selectOption("نمونه اولیه");
  await next.click();
  await expectFieldError(
    form.getByLabel("مسئله‌ای که حل می‌کنید"),
    "مسئله‌ای که حل می‌کنید باید حداقل ۲۰ کاراکتر باشد",
  );
  await expect(title).toHaveValue("کافه‌یار");
  await expect(page).toHaveURL(/\?step=idea$/);
  await form.getByLabel("مسئله‌ای که حل می‌کنید").fill("مشتریان کافه‌ها در ساعت‌های شلوغ مدت زیادی در صف می‌مانند.");
  await next.click();

  // Step 3: the team; the founder's details come from the account.
  await expect(page).toHaveURL(/\?step=team$/);
  await expect(form.getByLabel("نام بنیان‌گذار")).toHaveValue(member.fullName);
  await expect(form.getByLabel("شماره موبایل")).toHaveValue(member.mobile);
  await form.getByLabel("تعداد اعضای تیم").fill("۳");
  await form.getByLabel("نقش اعضای تیم").fill("لیلا — مدیر محصول؛ رضا — برنامه‌نویس");
  await form.getByLabel("شهر", { exact: true }).fill("کرمان");

  // Back a step: the idea's answers are still there; forward again: the team's too.
  await back.click();
  await expect(page).toHaveURL(/\?step=idea$/);
  await expect(title).toHaveValue("کافه‌یار");
  await expect(form.getByLabel("مرحله فعلی")).toHaveValue("نمونه اولیه");
  await next.click();
  await expect(form.getByLabel("تعداد اعضای تیم")).toHaveValue("۳");

  // A reload mid-way: the draft comes back, on the same step.
  await page.reload();
  await expect(page).toHaveURL(/\?step=team$/);
  await expect(page.getByRole("status").filter({ hasText: "پیش‌نویس قبلی شما بازیابی شد" })).toBeVisible();
  await expect(form.getByLabel("شهر", { exact: true })).toHaveValue("کرمان");
  await expect(form.getByLabel("تعداد اعضای تیم")).toHaveValue("۳");
  await expect(form.getByLabel("نقش اعضای تیم")).toHaveValue("لیلا — مدیر محصول؛ رضا — برنامه‌نویس");
  await back.click();
  await expect(title).toHaveValue("کافه‌یار");
  await next.click();
  await next.click();

  // Step 4: attachments, none.
  await expect(page).toHaveURL(/\?step=attachments$/);
  await next.click();

  // Step 5: review everything, then send.
  await expect(page).toHaveURL(/\?step=review$/);
  const review = page.getByRole("heading", { name: /بازبینی و ارسال/ });
  await expect(review).toBeVisible();
  await expect(form.getByRole("region", { name: "ایده" })).toContainText("کافه‌یار");
  await expect(form.getByRole("region", { name: "تیم" })).toContainText("کرمان");
  await expect(form.getByRole("region", { name: "پیوست‌ها" })).toContainText("بدون فایل");
  await expect(form.getByRole("group", { name: "تأیید امنیتی" })).toHaveCount(0);
  await form.getByRole("button", { name: "ثبت ایده" }).click();
  const code = await trackingCodeOf(page, "ثبت شد");
  expect(await page.evaluate(() => localStorage.getItem("avinox:idea-draft"))).toBeNull();

  await page.goto("/profile/orders");
  await expect(page.getByRole("main").getByRole("link").filter({ hasText: code })).toBeVisible();
});
