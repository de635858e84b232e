// Signing in as a person would: through the modal with the code from the SMS outbox, by
// password, registering, a forgotten password, completing the profile with a valid national code
// from the account menu, setting and changing the password on the profile page, signing out; and
// the guard that asks an anonymous visitor to sign in. After any sign-in the modal closes with a
// success toast (SPEC §4); an incomplete profile goes home, with no step left open.
import { expect, test, type APIRequestContext, type Page } from "./test";
import { randomNationalCode } from "./national-code";
import {
  expectAccessible,
  expectNoHorizontalScroll,
  freshMobile,
  lastSmsCode,
  signInByCode,
  toPersian,
  WEB_CLIENT,
} from "./support";

async function requestCode(page: Page, mobile: string) {
  const since = Date.now() - 1000;
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("شماره موبایل").fill(toPersian(mobile));
  await dialog.getByRole("button", { name: "دریافت کد ورود" }).click();
  await expect(dialog.getByLabel("کد تایید")).toBeVisible();
  return lastSmsCode(mobile, since);
}

const INCOMPLETE = /اطلاعات حساب ناقص است/;

/** SPEC §4 with an incomplete profile: home, the modal closed, the success toast, and the header's
 *  account button marked. */
async function expectSignedInHome(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByTestId("toast").filter({ hasText: "با موفقیت وارد شدید" })).toBeVisible();
  await expect(page.getByRole("button", { name: INCOMPLETE })).toBeVisible();
}

/** From the account menu: the modal opens on the profile form. */
async function completeProfile(page: Page, firstName: string, nationalCode: string) {
  await page.getByRole("button", { name: INCOMPLETE }).click();
  await page.getByRole("link", { name: /^تکمیل اطلاعات/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "تکمیل اطلاعات" })).toBeVisible();
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

/** From the header's link, a password sign-in: `wrong` is refused with the Persian message, then `right` goes through. */
async function signInByPassword(page: Page, mobile: string, wrong: string, right: string) {
  const dialog = page.getByRole("dialog");
  await page.getByRole("link", { name: "ورود | ثبت‌نام" }).click();
  await dialog.getByLabel("شماره موبایل").fill(mobile);
  await dialog.getByRole("button", { name: "ورود با رمز عبور" }).click();
  await dialog.getByLabel("رمز عبور").fill(wrong);
  await dialog.getByRole("button", { name: "ورود", exact: true }).click();
  await expect(dialog.getByText("شماره موبایل یا رمز عبور نادرست است.")).toBeVisible();
  await dialog.getByLabel("رمز عبور").fill(right);
  await dialog.getByRole("button", { name: "ورود", exact: true }).click();
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

  // A new account's profile is incomplete: home, the modal closed; the account menu offers to complete it.
  await expectSignedInHome(page);
  // The marked account button and its open menu (the header; the home page is checked in shell.spec).
  await page.getByRole("button", { name: INCOMPLETE }).click();
  await expectAccessible(page);
  await page.getByRole("button", { name: INCOMPLETE }).click();
  const nationalCode = randomNationalCode();
  await completeProfile(page, "سارا", nationalCode);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "سارا کرمانی" })).toBeVisible();
  await expect(page.getByRole("button", { name: INCOMPLETE })).toHaveCount(0);

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
  await expectSignedInHome(page);
  await signOut(page, "رضا نوری");

  await signInByPassword(page, mobile, "wrong-pass", "Avx@2025");
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
  const token = (await signInByCode(request, mobile)).token.access_token;
  const profile = await request.post("/api/v1/panel/user/update", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      first_name: "نگار",
      last_name: "احمدی",
      national_code: nationalCode,
      birthday: "1992-03-01",
      email: "negar@example.com",
    },
  });
  expect(profile.status()).toBe(200);

  await page.goto("/profile/edit-profile");
  await expect(page).toHaveURL(/\/auth\?next=/);
  await expect(page.getByRole("heading", { name: "ورود به آوینوکس" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("شماره موبایل").fill(mobile);
  // The previous code's resend window is still open for this number; wait it out server-side.
  const since = Date.now() - 1000;
  await page.getByRole("button", { name: "دریافت کد ورود" }).click();
  const tooEarly = page.getByTestId("toast").filter({ hasText: "ثانیه دیگر دوباره تلاش کنید" });
  await expect(tooEarly).toBeVisible();
  await page.getByRole("button", { name: "ورود با رمز عبور" }).click();
  await expect(page.getByLabel("رمز عبور")).toBeVisible();
  await page.getByRole("button", { name: "رمز عبور را فراموش کرده‌اید؟ دریافت کد" }).click();
  await page.getByLabel("کد تایید").fill(await lastSmsCode(mobile, since));
  await page.getByLabel("رمز عبور تازه", { exact: true }).fill("Negar@99");
  await page.getByLabel("تکرار رمز عبور تازه").fill("Negar@99");
  await page.getByRole("button", { name: "ثبت رمز عبور و ورود" }).click();
  await expect(page).toHaveURL(/\/profile\/edit-profile$/);
  await expect(page.getByLabel("کد ملی")).toHaveValue(nationalCode);
});

test("the /auth page with an incomplete profile goes home and opens no modal", async ({ page }) => {
  const mobile = freshMobile();
  await page.goto("/auth");
  const since = Date.now() - 1000;
  await page.getByLabel("شماره موبایل").fill(mobile);
  await page.getByRole("button", { name: "دریافت کد ورود" }).click();
  await page.getByLabel("کد تایید").fill(await lastSmsCode(mobile, since));
  await page.getByRole("button", { name: "تایید و ورود" }).click();
  await expectSignedInHome(page);
});

/** A member who registered with a password and completed the profile, through the API; answers
 *  the API session's access token. */
async function memberWithPassword(request: APIRequestContext, mobile: string, password: string): Promise<string> {
  const since = Date.now() - 1000;
  expect(
    (
      await request.post("/api/v1/security/register", {
        data: { number: mobile, first_name: "نگار", last_name: "احمدی", password },
      })
    ).status(),
  ).toBe(200);
  const registered = await request.post("/api/v1/security/validate-register", {
    data: { number: mobile, code: await lastSmsCode(mobile, since), ...WEB_CLIENT },
  });
  const token = (await registered.json()).token.access_token as string;
  const profile = await request.post("/api/v1/panel/user/update", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      first_name: "نگار",
      last_name: "احمدی",
      national_code: randomNationalCode(),
      birthday: "1992-03-01",
      email: "negar@example.com",
    },
  });
  expect(profile.status()).toBe(200);
  return token;
}

test("a forgotten password through the modal: password step, code, new password twice, signed in", async ({
  page,
  request,
}) => {
  const mobile = freshMobile();
  const otherDevice = await memberWithPassword(request, mobile, "Old@2025");
  await page.goto("/events");
  await page.getByRole("link", { name: "ورود | ثبت‌نام" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("شماره موبایل").fill(toPersian(mobile));
  await dialog.getByRole("button", { name: "ورود با رمز عبور" }).click();
  await expect(dialog.getByLabel("رمز عبور")).toBeVisible();
  const since = Date.now() - 1000;
  await dialog.getByRole("button", { name: "رمز عبور را فراموش کرده‌اید؟ دریافت کد" }).click();
  await expect(dialog.getByLabel("کد تایید")).toBeVisible();
  await expect(dialog.getByText(/ارسال دوباره کد تا/)).toBeVisible();
  await expectAccessible(page);

  await dialog.getByLabel("کد تایید").fill(toPersian(await lastSmsCode(mobile, since)));
  // SPEC §5: the password rule, then `confirmed`, in Persian; nothing is sent meanwhile.
  await dialog.getByLabel("رمز عبور تازه", { exact: true }).fill("abc");
  await dialog.getByLabel("تکرار رمز عبور تازه").fill("abc");
  await dialog.getByRole("button", { name: "ثبت رمز عبور و ورود" }).click();
  await expect(
    dialog.getByText("رمز عبور تازه باید حداقل ۶ کاراکتر و فقط شامل حروف انگلیسی، اعداد و نمادهای مجاز باشد"),
  ).toBeVisible();
  await dialog.getByLabel("رمز عبور تازه", { exact: true }).fill("New@2025");
  await dialog.getByLabel("تکرار رمز عبور تازه").fill("New@2026");
  await dialog.getByRole("button", { name: "ثبت رمز عبور و ورود" }).click();
  await expect(dialog.getByText("رمز عبور تازه با تکرار آن مطابقت ندارد")).toBeVisible();
  await dialog.getByLabel("تکرار رمز عبور تازه").fill("New@2025");
  await dialog.getByRole("button", { name: "ثبت رمز عبور و ورود" }).click();

  // A complete profile: the modal closes where the person was, with the success toast.
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByTestId("toast").filter({ hasText: "با موفقیت وارد شدید" })).toBeVisible();
  await expect(page.getByRole("button", { name: "نگار احمدی" })).toBeVisible();
  // A reset ends every other session: the one the old password opened is gone.
  expect(
    (await request.get("/api/v1/security/me", { headers: { authorization: `Bearer ${otherDevice}` } })).status(),
  ).toBe(401);

  await signOut(page, "نگار احمدی");
  await signInByPassword(page, mobile, "Old@2025", "New@2025");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "نگار احمدی" })).toBeVisible();
});

test("the profile's password page: a code-only account sets a password by SMS code, then changes it with the current one", async ({
  page,
  request,
}) => {
  const mobile = freshMobile();
  await signInByCode(page.request, mobile);

  await page.goto("/profile");
  await page.getByRole("navigation", { name: "حساب کاربری" }).getByRole("link", { name: "رمز عبور" }).click();
  await expect(page).toHaveURL(/\/profile\/password$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("تعیین رمز عبور");
  await expect(page.getByLabel("رمز عبور فعلی")).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  const since = Date.now() - 1000;
  await page.getByRole("button", { name: "ارسال کد تایید" }).click();
  await expect(page.getByText(/ارسال دوباره کد تا/)).toBeVisible();
  await page.getByLabel("کد تایید").fill(await lastSmsCode(mobile, since));
  await page.getByLabel("رمز عبور تازه", { exact: true }).fill("First@2025");
  await page.getByLabel("تکرار رمز عبور تازه").fill("First@2025");
  await page.getByRole("button", { name: "تعیین رمز عبور" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "رمز عبور شما تعیین شد" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("تغییر رمز عبور");
  await expect(page.getByLabel("رمز عبور تازه", { exact: true })).toHaveValue("");

  // Another device signs in with the new password.
  const other = await request.post("/api/v1/security/login-password", {
    data: { number: mobile, password: "First@2025", ...WEB_CLIENT },
  });
  expect(other.status()).toBe(200);
  const otherToken = (await other.json()).token.access_token as string;

  const current = page.getByLabel("رمز عبور فعلی", { exact: true });
  await current.fill("Wrong@2025");
  await page.getByLabel("رمز عبور تازه", { exact: true }).fill("Second@2025");
  await page.getByLabel("تکرار رمز عبور تازه").fill("Second@2025");
  await page.getByRole("button", { name: "تغییر رمز عبور" }).click();
  await expect(page.getByText("رمز عبور فعلی نادرست است.")).toBeVisible();
  await expectAccessible(page);
  await current.fill("First@2025");
  await page.getByRole("button", { name: "تغییر رمز عبور" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "رمز عبور شما تغییر کرد" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "نشست‌های دیگر حساب شما پایان یافت" })).toBeVisible();
  await expect(current).toHaveValue("");
  await expect(page.getByLabel("تکرار رمز عبور تازه")).toHaveValue("");

  // The other device is signed out; this one stays.
  expect(
    (await request.get("/api/v1/security/me", { headers: { authorization: `Bearer ${otherToken}` } })).status(),
  ).toBe(401);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("تغییر رمز عبور");
  expect(
    (
      await request.post("/api/v1/security/login-password", {
        data: { number: mobile, password: "Second@2025", ...WEB_CLIENT },
      })
    ).status(),
  ).toBe(200);
});
