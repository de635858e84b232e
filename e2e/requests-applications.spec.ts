// Sending the application and contact forms as a person would (the other request forms:
// ./requests.spec.ts): a signed-in member fills each form, makes one mistake and sees the Persian
// message, submits with a resume where the form takes one, gets a tracking code and finds the
// request under "my requests". An anonymous visitor ticks the real ALTCHA «من ربات نیستم» box
// (proof of work in a worker) to send the contact form.
import { expect, test } from "./test";
import { randomNationalCode } from "./national-code";
import {
  expectAccessible,
  expectFieldError,
  expectNoHorizontalScroll,
  firstDetailHref,
  fillByLabel,
  freshMobile,
  optionValues,
  signInMember,
  toPersian,
  trackingCodeOf,
} from "./support";
import { pdf } from "./support-requests";

test("a job application with a resume shows the upload progress and the receipt", async ({ page }) => {
  const member = await signInMember(page.request, { firstName: "حمید", lastName: "شریفی" });
  await page.goto("/jobs");
  const jobPath = await firstDetailHref(page, /^\/jobs\/\d+$/);
  await page.goto(`${jobPath}/resume`);
  const form = page.getByRole("main").locator("form");
  await expect(form.getByLabel("نام و نام خانوادگی")).toHaveValue(member.fullName);
  await expect(form.getByLabel("ایمیل")).toHaveValue(member.email);
  await expectAccessible(page);

  await form.getByLabel("شهر محل سکونت").fill("کرمان");
  await form.getByLabel("سابقه کار (سال)").fill("۳");
  // Too small a salary: the Persian message; the city stays.
  const salary = form.getByLabel("حقوق درخواستی (تومان)");
  await salary.fill("۵۰۰");
  await salary.blur();
  await expectFieldError(salary, /حداقل مبلغ .+ تومان است/);
  await expect(form.getByLabel("شهر محل سکونت")).toHaveValue("کرمان");
  await salary.fill("۲۵٬۰۰۰٬۰۰۰");
  await salary.blur();
  await expect(salary).not.toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("متن همراه رزومه").fill("سه سال تجربه توسعه وب دارم و به کار تیمی علاقه‌مندم.");
  await form.getByLabel("فایل رزومه").setInputFiles(pdf("hamid-resume.pdf", 300));
  await expect(form.getByText(/فایل انتخاب‌شده: hamid-resume\.pdf/)).toBeVisible();

  // Watch for the progress bar while the file goes up.
  await page.evaluate(() => {
    const w = window as unknown as { sawProgress: boolean };
    w.sawProgress = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="upload-progress"] [role="progressbar"]')) w.sawProgress = true;
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
  await form.getByRole("button", { name: "ارسال رزومه" }).click();
  const code = await trackingCodeOf(page, "ثبت شد");
  expect(
    await page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress),
    "the upload progress was shown",
  ).toBe(true);

  // The request's page lists the file that went with it.
  await page.goto("/profile/orders");
  await page.getByRole("main").getByRole("link").filter({ hasText: code }).click();
  await expect(
    page.getByRole("region", { name: "فایل‌های ارسالی" }).getByRole("link", { name: "hamid-resume.pdf" }),
  ).toBeVisible();
});

test("freelancer registration: skills with Enter, a social handle, the resume", async ({ page }) => {
  const member = await signInMember(page.request, { firstName: "پریسا", lastName: "نجفی" });
  await page.goto("/freelancers/request");
  const form = page.getByRole("main").locator("form");
  await expect(form.getByLabel("نام و نام خانوادگی")).toHaveValue(member.fullName);
  await expectAccessible(page);

  await form.getByLabel("شهر", { exact: true }).fill("کرمان");
  const categories = await optionValues(form.getByLabel("حوزه کاری"));
  await form.getByLabel("حوزه کاری").selectOption(categories[0]!);
  await fillByLabel(form, {
    "عنوان تخصص": "توسعه‌دهنده فرانت‌اند",
    "سابقه کار": "۵",
    "نرخ ساعتی": "۳۵۰,۰۰۰",
  });
  await form
    .getByLabel("درباره شما")
    .fill(
      "پنج سال است رابط کاربری وب می‌سازم؛ فروشگاه‌های آنلاین، داشبوردهای مدیریتی و سایت‌های خبری از کارهای من است.",
    );
  await form.getByLabel("فایل رزومه").setInputFiles(pdf("parisa.pdf"));

  const skills = form.getByLabel("مهارت‌ها", { exact: true });
  for (const skill of ["React", "Next.js", "Tailwind"]) {
    await skills.fill(skill);
    await skills.press("Enter");
  }
  // A repeat is refused with a Persian message.
  await skills.fill("react");
  await skills.press("Enter");
  await expect(form.getByText("«react» را قبلاً افزوده‌اید")).toBeVisible();
  await skills.fill("");
  const chips = form.getByRole("list", { name: "مهارت‌ها افزوده‌شده" });
  await chips.getByRole("button", { name: "حذف Tailwind" }).click();
  await expect(chips.getByRole("listitem")).toHaveText(["React", "Next.js"]);

  // A LinkedIn address on another site: the Persian message; the Instagram handle stays.
  await form.getByLabel("اینستاگرام").fill("@avinox_dev");
  const linkedin = form.getByLabel("لینکدین");
  await linkedin.fill("https://example.com/in/parisa");
  await form.getByRole("button", { name: "ثبت‌نام فریلنسر" }).click();
  await expectFieldError(linkedin, "نشانی لینکدین باید از دامنه linkedin.com باشد");
  await expect(form.getByLabel("اینستاگرام")).toHaveValue("@avinox_dev");
  await expect(form.getByLabel("عنوان تخصص")).toHaveValue("توسعه‌دهنده فرانت‌اند");
  await linkedin.fill("");

  await form.getByRole("button", { name: "ثبت‌نام فریلنسر" }).click();
  const code = await trackingCodeOf(page, "ثبت شد");
  await page.goto(`/track?code=${code}&mobile=${member.mobile}`);
  await expect(page.getByRole("main").getByRole("region")).toContainText(code);
});

test("contact, mentor session and hi-tech cooperation requests all show under my requests", async ({ page }) => {
  const member = await signInMember(page.request, { firstName: "بهاره", lastName: "کریمی" });
  const codes: string[] = [];

  // The contact form (nothing filled in from the account).
  await page.goto("/contact-us");
  let form = page.getByRole("main").locator("form");
  await expectAccessible(page);
  await fillByLabel(form, {
    "نام و نام خانوادگی": member.fullName,
    "شماره تماس": toPersian(member.mobile),
    "نام کسب‌وکار": "کافه‌یار",
    "کد ملی": "1234567890",
  });
  await form.getByLabel("موضوع").selectOption("همکاری و حمایت مالی");
  await form.getByLabel("پیام").fill("برای حمایت از رویداد استارتاپ ویکند با شما تماس می‌گیرم.");
  await form.getByRole("button", { name: "ارسال پیام" }).click();
  await expectFieldError(form.getByLabel("کد ملی"), "کد ملی باید یک کد ملی معتبر باشد");
  await expect(form.getByLabel("پیام")).toHaveValue("برای حمایت از رویداد استارتاپ ویکند با شما تماس می‌گیرم.");
  await form.getByLabel("کد ملی").fill(toPersian(randomNationalCode()));
  await form.getByRole("button", { name: "ارسال پیام" }).click();
  codes.push(await trackingCodeOf(page, "ثبت شد"));

  // A mentoring session.
  await page.goto("/mentors/mentor-request");
  form = page.getByRole("main").locator("form");
  await expect(form.getByLabel("شماره موبایل")).toHaveValue(member.mobile);
  await expectAccessible(page);
  await form.getByLabel("نوع جلسه").selectOption("منتورینگ");
  await form.getByLabel("زمان ترجیحی").selectOption("عصر");
  await form.getByLabel("نحوه برگزاری").selectOption("آنلاین");
  const topics = await optionValues(form.getByLabel("حوزه موضوع"));
  await form.getByLabel("حوزه موضوع").selectOption(topics[0]!);
  await form.getByLabel("مرحله فعلی کسب‌وکار").selectOption("نمونه اولیه");
  await form.getByLabel("عنوان موضوع").fill("قیمت‌گذاری اشتراک ماهانه");
  // Nothing in the description: the Persian message; the title stays.
  await form.getByRole("button", { name: "ارسال درخواست جلسه" }).click();
  await expectFieldError(form.getByLabel("شرح پرسش یا چالش"), "شرح پرسش یا چالش الزامی است");
  await expect(form.getByLabel("عنوان موضوع")).toHaveValue("قیمت‌گذاری اشتراک ماهانه");
  await form
    .getByLabel("شرح پرسش یا چالش")
    .fill("دو مدل قیمت را آزموده‌ایم و نمی‌دانیم کدام برای کافه‌های کوچک مناسب‌تر است.");
  await form.getByRole("button", { name: "ارسال درخواست جلسه" }).click();
  codes.push(await trackingCodeOf(page, "ثبت شد"));

  // A hi-tech project that is recruiting.
  await page.goto("/projects?status=recruiting");
  const projectPath = await firstDetailHref(page, /^\/projects\/\d+$/);
  await page.goto(`${projectPath}/hitech-request`);
  form = page.getByRole("main").locator("form");
  await expect(form.getByLabel("ایمیل")).toHaveValue(member.email);
  await expectAccessible(page);
  const roles = await optionValues(form.getByLabel("نقش مورد نظر"));
  await form.getByLabel("نقش مورد نظر").selectOption(roles[0]!);
  await form.getByLabel("مدت همکاری").fill("۶");
  await form.getByLabel("خلاصه سوابق").fill("سه پروژه اینترنت اشیا برای صنایع معدنی کرمان را پیش برده‌ایم.");
  await form
    .getByLabel("پیشنهاد همکاری")
    .fill("تیم ما می‌تواند بخش نرم‌افزار و داشبورد پایش را در شش ماه تحویل دهد و پشتیبانی کند.");
  // A company without its name: the Persian message; the proposal stays.
  await form.getByLabel("نوع متقاضی").selectOption("شرکت");
  await form.getByRole("button", { name: "ارسال درخواست همکاری" }).click();
  await expectFieldError(form.getByLabel("نام شرکت"), "نام شرکت الزامی است");
  await expect(form.getByLabel("خلاصه سوابق")).toHaveValue(
    "سه پروژه اینترنت اشیا برای صنایع معدنی کرمان را پیش برده‌ایم.",
  );
  await form.getByLabel("نام شرکت").fill("فن‌آوران مس");
  await form.getByLabel("رزومه یا معرفی شرکت").setInputFiles(pdf("company.pdf"));
  await form.getByRole("button", { name: "ارسال درخواست همکاری" }).click();
  codes.push(await trackingCodeOf(page, "ثبت شد"));

  // All three under my requests, newest first; one opened shows its timeline.
  await page.goto("/profile/orders");
  const list = page
    .getByRole("main")
    .getByRole("list")
    .filter({ has: page.getByRole("link", { name: new RegExp(codes[0]!) }) });
  for (const code of codes) await expect(list.getByRole("link").filter({ hasText: code })).toBeVisible();
  await expectAccessible(page);
  await list.getByRole("link").filter({ hasText: codes[1]! }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("منتور");
  await expect(page.getByRole("region", { name: "روند بررسی" }).getByText("دریافت شد")).toBeVisible();
});

test("an anonymous visitor ticks «من ربات نیستم» and sends the contact form, under a stricter CSP than the site's", async ({
  page,
}) => {
  // The widget's code is not part of pages without such a form.
  await page.goto("/");
  expect(await page.evaluate(() => customElements.get("altcha-widget") === undefined)).toBe(true);

  // The site's policy, with no blob: workers and no inline styles at all: the widget must need neither.
  await page.route("**/contact-us", async (route) => {
    const response = await route.fetch();
    const policy = response.headers()["content-security-policy"] ?? "";
    expect(policy, "the site's own policy").toMatch(/script-src 'self'(?! 'unsafe-eval')/);
    const stricter = policy
      .replace(/worker-src [^;]*/, "worker-src 'self'")
      .replace(/style-src [^;]*/, "style-src 'self'");
    await route.fulfill({ response, headers: { ...response.headers(), "content-security-policy": stricter } });
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} ${e.sample}`),
    );
  });
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations.slice());

  await page.goto("/contact-us");
  const form = page.getByRole("main").locator("form");
  const captcha = form.getByRole("group", { name: "تأیید امنیتی" });
  // Using the form brings the widget (see first-load.spec.ts for before).
  await form.getByLabel("نام و نام خانوادگی").fill("نیلوفر احمدی");

  // The box is named by its visible label, which follows its state (then «تأیید شد»).
  const notRobot = captcha.getByRole("checkbox");
  await expect(form.getByRole("checkbox", { name: "من ربات نیستم" })).toBeVisible();
  await expect(notRobot).not.toBeChecked();
  const before = await violations();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  await form.getByLabel("شماره تماس").fill(toPersian(freshMobile()));
  await form.getByLabel("موضوع").selectOption("رویدادها");
  await form.getByLabel("پیام").fill("برای برگزاری یک کارگاه طراحی در سالن رویدادها چه شرایطی دارید؟");

  // Not ticked yet: nothing goes; the Persian message is the box's description, and the box has the focus.
  await form.getByRole("button", { name: "ارسال پیام" }).click();
  await expectFieldError(notRobot, "پیش از ارسال، گزینه «من ربات نیستم» را بزنید.");
  await expect(notRobot).toBeFocused();
  await expect(page.getByTestId("request-receipt")).toHaveCount(0);

  // Ticked (from the keyboard: the box has the focus): the browser solves the challenge in a
  // same-origin worker, then says so in Persian.
  const started = Date.now();
  await notRobot.press("Space");
  await expect(notRobot).toBeChecked({ timeout: 30_000 });
  test
    .info()
    .annotations.push({ type: "captcha", description: `verified ${Date.now() - started} ms after the key press` });
  await expect(form.getByRole("checkbox", { name: "تأیید شد" })).toBeChecked();
  await expect(notRobot).not.toHaveAttribute("aria-invalid", "true");
  expect(workers.length).toBeGreaterThan(0);
  for (const url of workers) expect(url.startsWith(new URL(page.url()).origin), url).toBe(true);
  await expectAccessible(page);

  await form.getByRole("button", { name: "ارسال پیام" }).click();
  await trackingCodeOf(page, "ثبت شد");
  // The widget broke no rule of the stricter policy: no script or worker was refused at any time,
  // and nothing at all since it was shown (whatever the page itself may do before).
  const all = await violations();
  expect(all.filter((v) => /^(script-src|worker-src)/.test(v))).toEqual([]);
  expect(all.slice(before.length)).toEqual([]);
});
