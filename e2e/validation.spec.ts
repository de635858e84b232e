// Numbers as people type them (issue 10, items 5 and 9): the contact form takes a landline typed
// in Persian digits and finds the message by it on /track; the freelancer form takes an hourly
// rate written with the Persian thousands separator and a profile photo of any size, which the
// browser makes 148×148 before it is checked and sent. Mistakes get the Persian message and
// nothing typed is lost.
import { expect, test } from "./test";
import { expectAccessible, expectFieldError, signInMember, toPersian, trackingCodeOf } from "./support";

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("the contact form takes a landline typed in Persian digits, and /track finds the message by it", async ({
  page,
}) => {
  const member = await signInMember(page.request, { firstName: "سارا", lastName: "محمدی", emailName: "v" });
  await page.goto("/contact-us");
  const form = page.getByRole("main").locator("form");
  const phone = form.getByLabel("شماره تماس");
  await expect(phone).toHaveAttribute("inputmode", "tel");
  await expect(phone).toHaveAccessibleDescription(/تلفن ثابت با پیش‌شماره شهر، یا موبایل/);
  await expectAccessible(page);

  await form.getByLabel("نام و نام خانوادگی").fill(member.fullName);
  await form.getByLabel("نام کسب‌وکار").fill("کافه ۲۴ ساعته");
  await form.getByLabel("موضوع").selectOption("رزرو و فضای کار");
  await form.getByLabel("پیام").fill("برای اجاره سالن جلسات در روزهای پنج‌شنبه با این شماره تماس بگیرید.");

  // One digit short: the Persian message, and the digits stay as typed.
  await phone.pressSequentially("۰۳۴۳۱۲۳۴۵۶");
  await phone.blur();
  await expectFieldError(phone, "شماره تماس باید یک شماره تلفن معتبر باشد");
  await expect(phone).toHaveValue("۰۳۴۳۱۲۳۴۵۶");
  await expectAccessible(page);

  // The whole landline, area code and all, with a dash as people write it.
  await phone.fill("۰۳۴-۳۱۲۳۴۵۶۷");
  await expect(phone).not.toHaveAttribute("aria-invalid", "true");
  await form.getByRole("button", { name: "ارسال پیام" }).click();
  const code = await trackingCodeOf(page);

  // Tracked by the landline, typed in Persian digits again.
  await page.goto("/track");
  const track = page.getByRole("main").locator("form");
  await track.getByLabel("کد پیگیری").fill(code);
  await track.getByLabel("شماره موبایل یا تلفن").fill(toPersian("03431234567"));
  await track.getByRole("button", { name: "پیگیری" }).click();
  await expect(page).toHaveURL(new RegExp(`/track\\?code=${code}&mobile=03431234567$`));
  await expect(page.getByRole("main").getByRole("region")).toContainText(code);
  await expectAccessible(page);
});

test("the freelancer form takes ۲۵۰٬۰۰۰ as the hourly rate and a photo of any size, sent at 148×148", async ({
  page,
}) => {
  const member = await signInMember(page.request, { firstName: "نگار", lastName: "صادقی", emailName: "v" });
  // Reading and resizing the photo must break no rule of the page's Content-Security-Policy.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  await page.goto("/freelancers/request");
  const form = page.getByRole("main").locator("form");
  await expect(form.getByLabel("نام و نام خانوادگی")).toHaveValue(member.fullName);

  await form.getByLabel("شهر", { exact: true }).fill("کرمان");
  const category = form.getByLabel("حوزه کاری");
  const firstCategory = await category
    .locator("option")
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).find(Boolean));
  await category.selectOption(firstCategory!);
  await form.getByLabel("عنوان تخصص").fill("طراح محصول");
  await form.getByLabel("سابقه کار").fill("۶");
  await form
    .getByLabel("درباره شما")
    .fill(
      "شش سال طراحی محصول دیجیتال برای فروشگاه‌ها و بانک‌ها؛ از تحقیق کاربر تا سیستم طراحی و آزمون‌های کاربردپذیری.",
    );
  await form.getByLabel("فایل رزومه").setInputFiles({
    name: "cv.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n%" + "x".repeat(600) + "\n%%EOF\n"),
  });
  const skills = form.getByLabel("مهارت‌ها", { exact: true });
  await skills.fill("Figma");
  await skills.press("Enter");

  // Under the least rate, typed with the Persian separator: the minAmount message, the text kept.
  const rate = form.getByLabel("نرخ ساعتی");
  await rate.fill("۵٬۰۰۰");
  await rate.blur();
  await expectFieldError(rate, "حداقل مبلغ ۱۰,۰۰۰ تومان است");
  await expect(rate).toHaveValue("۵٬۰۰۰");
  await rate.fill("۲۵۰٬۰۰۰");
  await expect(rate).not.toHaveAttribute("aria-invalid", "true");
  await expect(rate).toHaveAccessibleDescription(/۲۵۰,۰۰۰ تومان در ساعت/);

  // A file that only claims to be a picture: no image, says the form.
  const photo = form.getByLabel("تصویر پروفایل");
  await photo.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: Buffer.from("%PDF-1.4 not a picture") });
  await expectFieldError(photo, "تصویر پروفایل باید یک تصویر باشد");

  // A real 600×400 photo: cropped square and made 148×148 in the browser, previewed, accepted.
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 600;
    canvas.height = 400;
    const context = canvas.getContext("2d")!;
    context.fillStyle = "#15803d";
    context.fillRect(0, 0, 600, 400);
    return canvas.toDataURL("image/png");
  });
  await photo.setInputFiles({
    name: "me.png",
    mimeType: "image/png",
    buffer: Buffer.from(dataUrl.split(",")[1]!, "base64"),
  });
  const preview = form.getByRole("img", { name: "پیش‌نمایش تصویر پروفایل" });
  await expect(preview).toBeVisible();
  expect(
    await preview.evaluate((img) => [(img as HTMLImageElement).naturalWidth, (img as HTMLImageElement).naturalHeight]),
  ).toEqual([148, 148]);
  await expect(photo).not.toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);

  await form.getByRole("button", { name: "ثبت‌نام فریلنسر" }).click();
  const code = await trackingCodeOf(page);

  // Stored: the rate as a plain number, the photo at 148×148.
  const mine = (await (await page.request.get("/api/v1/user/requests")).json()) as Array<{
    id: number;
    tracking_code: string;
  }>;
  const id = mine.find((r) => r.tracking_code === code)!.id;
  const detail = (await (await page.request.get(`/api/v1/user/requests/view?id=${id}`)).json()) as {
    payload: Record<string, unknown>;
    files: Array<{ field: string; url: string }>;
  };
  expect(detail.payload.hourly_rate).toBe(250_000);
  const avatar = detail.files.find((f) => f.field === "avatar");
  expect(avatar, JSON.stringify(detail.files)).toBeTruthy();
  const bytes = Buffer.from(await (await page.request.get(avatar!.url)).body());
  expect(pngSize(bytes)).toEqual({ width: 148, height: 148 });
});
