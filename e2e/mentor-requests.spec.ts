// Asking for a mentor, as a visitor would: from /mentors to /mentors/request, the team, the topic
// section and the mentoring wishes filled in, the real ALTCHA «من ربات نیستم» ticked, a tracking
// code that the tracking page finds; a signed-in member's request under "my requests"; and the
// separate page for becoming a mentor, linked from /mentors, still taking applications.
import { expect, test, type Locator } from "./test";
import {
  expectAccessible,
  fillByLabel,
  freshMobile,
  optionValues,
  signInMember,
  toPersian,
  trackingCodeOf,
} from "./support";

/** Ticks «من ربات نیستم» from the keyboard and waits until the browser has solved the challenge. */
async function tickCaptcha(form: Locator) {
  const notRobot = form.getByRole("group", { name: "تأیید امنیتی" }).getByRole("checkbox", { name: "من ربات نیستم" });
  await notRobot.focus();
  await notRobot.press("Space");
  await expect(form.getByRole("checkbox", { name: "تأیید شد" })).toBeChecked({ timeout: 30_000 });
}

/** The team, the topic section and the mentoring wishes of /mentors/request. */
async function describeNeed(form: Locator) {
  await form.getByLabel("نام تیم یا استارتاپ").fill("کافه‌یار");
  await form.getByLabel("تعداد اعضای تیم").fill("۴");
  await form.getByLabel("مرحله فعلی کسب‌وکار").selectOption("نمونه اولیه");
  await form.getByLabel("معرفی تیم و کسب‌وکار").fill("نرم‌افزار سفارش و صندوق برای کافه‌های کوچک کرمان می‌سازیم.");
  const fields = await optionValues(form.getByLabel("حوزه موضوع"));
  await form.getByLabel("حوزه موضوع").selectOption(fields[1]!);
  await form.getByLabel("عنوان موضوع").fill("ورود به بازار شهرهای همسایه");
  await form
    .getByLabel("شرح نیاز یا چالش")
    .fill("در کرمان بیست مشتری داریم و نمی‌دانیم فروش در رفسنجان و سیرجان را از کجا شروع کنیم.");
  await form.getByLabel("مدت همراهی").selectOption("سه ماه");
  await form.getByLabel("تناوب جلسه‌ها").selectOption("هر دو هفته یک جلسه");
  await form.getByLabel("نحوه برگزاری").selectOption("فرقی نمی‌کند");
}

test("a visitor goes from /mentors to the mentor request, ticks «من ربات نیستم», gets a tracking code and follows it", async ({
  page,
}) => {
  await page.goto("/mentors");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "درخواست جلسه منتورینگ یا مشاوره" })).toHaveAttribute(
    "href",
    "/mentors/mentor-request",
  );
  await expectAccessible(page);
  await main.getByRole("link", { name: "درخواست منتور", exact: true }).click();

  await expect(page).toHaveURL(/\/mentors\/request$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("درخواست منتور");
  const form = main.locator("form");
  // A request FOR a mentor: the team describes its need; nobody is picked from a list here.
  await expect(form.getByRole("group", { name: "موضوع" })).toBeVisible();
  await expect(form.getByLabel("منتور", { exact: true })).toHaveCount(0);
  await expect(form.getByLabel("حوزه تخصصی")).toHaveCount(0);
  await expectAccessible(page);

  const mobile = freshMobile();
  await describeNeed(form);
  await fillByLabel(form, {
    "نام و نام خانوادگی": "سحر مرادی",
    "شماره موبایل": toPersian(mobile),
    ایمیل: "sahar@example.com",
  });
  await tickCaptcha(form);
  await form.getByRole("button", { name: "ارسال درخواست منتور" }).click();
  const code = await trackingCodeOf(page);
  await expect(page.getByTestId("request-receipt").getByRole("heading", { level: 2 })).toHaveText(
    "درخواست منتور شما ثبت شد",
  );
  await expectAccessible(page);

  // The receipt's link opens the tracking page with the code; the mobile it was sent with finds it.
  await page.getByTestId("request-receipt").getByRole("link", { name: "پیگیری درخواست" }).click();
  const track = main.locator("form");
  await track.getByLabel("شماره موبایل").fill(toPersian(mobile));
  await track.getByRole("button", { name: "پیگیری" }).click();
  const result = page.getByRole("region", { name: "درخواست منتور" });
  await expect(result).toContainText(code);
  await expect(result.getByRole("paragraph").filter({ hasText: "دریافت شد" })).toBeVisible();
  await expectAccessible(page);
});

test("a signed-in member's mentor request needs no captcha and shows under my requests with its timeline", async ({
  page,
}) => {
  const { mobile } = await signInMember(page.request, {
    firstName: "کاوه",
    lastName: "نیک‌نام",
    birthday: "1990-06-11",
    emailName: "kaveh",
  });

  await page.goto("/mentors/request");
  const form = page.getByRole("main").locator("form");
  await expect(form.getByLabel("شماره موبایل")).toHaveValue(mobile);
  await expect(form.getByLabel("نام و نام خانوادگی")).toHaveValue("کاوه نیک‌نام");
  await expect(form.getByRole("group", { name: "تأیید امنیتی" })).toHaveCount(0);
  await describeNeed(form);
  await form.getByRole("button", { name: "ارسال درخواست منتور" }).click();
  const code = await trackingCodeOf(page);

  await page.getByTestId("request-receipt").getByRole("link", { name: "درخواست‌های من" }).click();
  await expect(page).toHaveURL(/\/profile\/orders$/);
  const item = page.getByRole("main").getByRole("link").filter({ hasText: code });
  await expect(item).toContainText("درخواست منتور");
  await item.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("درخواست منتور");
  await expect(page.getByRole("region", { name: "روند بررسی" }).getByText("دریافت شد")).toBeVisible();
  await expectAccessible(page);
});

test("/mentors links to its own page for becoming a mentor, which still takes applications", async ({ page }) => {
  await page.goto("/mentors");
  await page.getByRole("main").getByRole("link", { name: "درخواست منتور شدن" }).click();
  await expect(page).toHaveURL(/\/mentors\/join$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("درخواست منتور شدن");
  await expectAccessible(page);

  const form = page.getByRole("main").locator("form");
  await fillByLabel(form, {
    "نام و نام خانوادگی": "نرگس امیری",
    "شماره موبایل": toPersian(freshMobile()),
    ایمیل: "narges@example.com",
  });
  const fields = await optionValues(form.getByLabel("حوزه تخصصی"));
  await form.getByLabel("حوزه تخصصی").selectOption(fields[0]!);
  await fillByLabel(form, {
    "عنوان شغلی": "مدیر محصول ارشد",
    "سابقه کار": "۱۲",
    "موضوع‌های مشاوره": "کشف مشتری، قیمت‌گذاری",
  });
  await form
    .getByLabel("معرفی و سوابق")
    .fill("دوازده سال مدیریت محصول در استارتاپ‌های فین‌تک و سلامت؛ سه محصول را از ایده تا بازار برده‌ام.");
  await form.getByLabel("ساعت در ماه").fill("۸");
  await tickCaptcha(form);
  await form.getByRole("button", { name: "ارسال درخواست منتور شدن" }).click();
  await trackingCodeOf(page);
  await expect(page.getByTestId("request-receipt").getByRole("heading", { level: 2 })).toHaveText(
    "درخواست منتور شدن شما ثبت شد",
  );
});
