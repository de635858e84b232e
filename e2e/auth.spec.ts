// Signing in as a person would: through the modal with the code from the SMS outbox, by
// password, registering, completing the profile with a valid national code, signing out; and the
// guard that asks an anonymous visitor to sign in.
import { expect, test, type Page } from "@playwright/test";
import { randomNationalCode } from "./national-code";
import { expectAccessible, expectNoHorizontalScroll, freshMobile, lastSmsCode, toPersian } from "./support";

async function requestCode(page: Page, mobile: string) {
  const since = Date.now() - 1000;
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("شماره موبایل").fill(toPersian(mobile));
  await dialog.getByRole("button", { name: "دریافت کد ورود" }).click();
  await expect(dialog.getByLabel("کد تایید")).toBeVisible();
  return lastSmsCode(mobile, since);
}

async function completeProfile(page: Page, firstName: string, nationalCode: string) {
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "تکمیل اطلاعات" })).toBeVisible();
  await dialog.getByRole("button", { name: "تکمیل اطلاعات" }).click();
  await dialog.getByLabel("نام", { exact: true }).fill(firstName);
  await dialog.getByLabel("نام خانوادگی").fill("کرمانی");
  // A wrong national code first: the Persian message, and nothing typed is lost.
  await dialog.getByLabel("کد ملی").fill("1234567890");
  await dialog.getByLabel("ایمیل").fill("test@example.com");
  await dialog.getByLabel("روز").selectOption("12");
  await dialog.getByLabel("ماه").selectOption("5");
  await dialog.getByLabel("سال").selectOption("1370");
  await dialog.getByRole("button", { name: "ثبت اطلاعات" }).click();
  await expect(dialog.getByText("کد ملی باید یک کد ملی معتبر باشد")).toBeVisible();
  await expect(dialog.getByLabel("نام", { exact: true })).toHaveValue(firstName);
  await dialog.getByLabel("کد ملی").fill(toPersian(nationalCode));
  await dialog.getByRole("button", { name: "ثبت اطلاعات" }).click();
  await expect(dialog.getByText("اطلاعات شما با موفقیت تکمیل شد.")).toBeVisible();
  await dialog.getByRole("button", { name: "ادامه" }).click();
}

async function signOut(page: Page, name: string) {
  await page.getByRole("button", { name }).click();
  await page.getByRole("button", { name: "خروج از حساب" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "از حساب کاربری خارج شدید" })).toBeVisible();
  await expect(page.getByRole("link", { name: "ورود | ثبت‌نام" })).toBeVisible();
}

test("sign in with an SMS code through the modal, complete the profile, sign out", async ({ page }) => {
  const mobile = freshMobile();
  await page.goto("/events");
  await page.getByRole("link", { name: "ورود | ثبت‌نام" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "ورود به آوینوکس" })).toBeVisible();
  await expectAccessible(page);

  // A bad number: a Persian message, shown on the field.
  await dialog.getByLabel("شماره موبایل").fill("0912");
  await dialog.getByRole("button", { name: "دریافت کد ورود" }).click();
  await expect(dialog.getByText("مقدار شماره موبایل معتبر نیست")).toBeVisible();

  const code = await requestCode(page, mobile);
  await expect(dialog.getByLabel("کد تایید")).toHaveAttribute("autocomplete", "one-time-code");
  await expect(dialog.getByLabel("کد تایید")).toHaveAttribute("dir", "ltr");
  await expect(dialog.getByLabel("کد تایید")).toHaveAttribute("maxlength", "6");
  await expect(dialog.getByText(/ارسال دوباره کد تا/)).toBeVisible();
  await expectAccessible(page);

  await dialog.getByLabel("کد تایید").fill(code === "000000" ? "111111" : "000000");
  await dialog.getByRole("button", { name: "تایید و ورود" }).click();
  await expect(dialog.getByText("کد تایید وارد شده نادرست است.")).toBeVisible();
  await dialog.getByLabel("کد تایید").fill(toPersian(code));
  await dialog.getByRole("button", { name: "تایید و ورود" }).click();

  // A new account's profile is incomplete: home, and the modal asks to complete it.
  await expect(page).toHaveURL(/\/$/);
  const nationalCode = randomNationalCode();
  await completeProfile(page, "سارا", nationalCode);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "سارا کرمانی" })).toBeVisible();

  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("سلام سارا، خوش آمدید");
  await expect(page.getByText(toPersian(nationalCode))).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await signOut(page, "سارا کرمانی");
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth\?next=%2Fprofile$/);
});

test("register with a password, then sign in with it", async ({ page }) => {
  const mobile = freshMobile();
  await page.goto("/");
  await page.getByRole("link", { name: "ورود | ثبت‌نام" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "حساب ندارید؟ ثبت نام" }).click();
  await expect(dialog.getByRole("heading", { name: "ثبت نام" })).toBeVisible();
  await dialog.getByLabel("شماره موبایل").fill(mobile);
  await dialog.getByLabel("نام", { exact: true }).fill("رضا");
  await dialog.getByLabel("نام خانوادگی").fill("نوری");
  await dialog.getByLabel("رمز عبور (اختیاری)").fill("Avx@2025");
  const since = Date.now() - 1000;
  await dialog.getByRole("button", { name: "دریافت کد ثبت نام" }).click();
  await dialog.getByLabel("کد تایید").fill(await lastSmsCode(mobile, since));
  await dialog.getByRole("button", { name: "تایید و ورود" }).click();
  await expect(dialog.getByRole("heading", { name: "تکمیل اطلاعات" })).toBeVisible();
  await dialog.getByRole("button", { name: "بعداً" }).click();
  await signOut(page, "رضا نوری");

  await page.getByRole("link", { name: "ورود | ثبت‌نام" }).click();
  await dialog.getByLabel("شماره موبایل").fill(mobile);
  await dialog.getByRole("button", { name: "ورود با رمز عبور" }).click();
  await dialog.getByLabel("رمز عبور").fill("wrong-pass");
  await dialog.getByRole("button", { name: "ورود", exact: true }).click();
  await expect(dialog.getByText("شماره موبایل یا رمز عبور نادرست است.")).toBeVisible();
  await dialog.getByLabel("رمز عبور").fill("Avx@2025");
  await dialog.getByRole("button", { name: "ورود", exact: true }).click();
  await expect(page.getByRole("button", { name: "رضا نوری" })).toBeVisible();
});

test("an anonymous visit to /request-internship asks to sign in and lands home", async ({ page }) => {
  await page.goto("/request-internship");
  await expect(page).toHaveURL(/\/$/);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "ورود به آوینوکس" })).toBeVisible();
  await expectAccessible(page);
});

test("the /auth page signs a returning member in and goes back where they were headed", async ({ page, request }) => {
  // A member with a complete profile, made through the API.
  const mobile = freshMobile();
  const nationalCode = randomNationalCode();
  let since = Date.now() - 1000;
  await request.post("/api/v1/security/login", { data: { number: mobile } });
  const signedIn = await request.post("/api/v1/security/validate-login", {
    data: { number: mobile, code: await lastSmsCode(mobile, since), client_id: "web", client_secret: "avinox-web-client-secret" },
  });
  const token = (await signedIn.json()).token.access_token as string;
  const profile = await request.post("/api/v1/panel/user/update", {
    headers: { authorization: `Bearer ${token}` },
    data: { first_name: "نگار", last_name: "احمدی", national_code: nationalCode, birthday: "1992-03-01", email: "negar@example.com" },
  });
  expect(profile.status()).toBe(200);

  await page.goto("/profile/edit-profile");
  await expect(page).toHaveURL(/\/auth\?next=/);
  await expect(page.getByRole("heading", { name: "ورود به آوینوکس" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("شماره موبایل").fill(mobile);
  // The previous code's resend window is still open for this number; wait it out server-side.
  since = Date.now() - 1000;
  await page.getByRole("button", { name: "دریافت کد ورود" }).click();
  const tooEarly = page.getByTestId("toast").filter({ hasText: "ثانیه دیگر دوباره تلاش کنید" });
  await expect(tooEarly).toBeVisible();
  await page.getByRole("button", { name: "ورود با رمز عبور" }).click();
  await expect(page.getByLabel("رمز عبور")).toBeVisible();
  await page.getByRole("button", { name: "رمز عبور را فراموش کرده‌اید؟ دریافت کد" }).click();
  await page.getByLabel("کد تایید").fill(await lastSmsCode(mobile, since));
  await page.getByLabel("رمز عبور تازه").fill("Negar@99");
  await page.getByLabel("تکرار رمز عبور").fill("Negar@99");
  await page.getByRole("button", { name: "ثبت رمز عبور و ورود" }).click();
  await expect(page).toHaveURL(/\/profile\/edit-profile$/);
  await expect(page.getByLabel("کد ملی")).toHaveValue(nationalCode);
});
