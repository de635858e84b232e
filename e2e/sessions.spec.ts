// Sessions in the browser: the list of signed-in devices and ending them, a token the server
// refuses (dead cookie: signed out once, no loop, no error toast; expired access token with a live
// refresh cookie: renewed silently, on the server and in the page), and no open redirect from /auth.
import { expect, test, type BrowserContext, type Page } from "./test";
import { E2E_BASE_URL } from "./env";
import {
  expectAccessible,
  expectNoHorizontalScroll,
  freshMobile,
  lastSmsCode,
  signInByCode,
  toPersian,
  WEB_CLIENT,
} from "./support";

const SAME_SITE_PROFILE = new RegExp(`^(${E2E_BASE_URL.replace(/[.]/g, "\\.")})?/profile$`);

async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((c) => c.name).sort();
}

/** Main-frame documents the page loaded, in order. */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on("response", (response) => {
    if (response.request().isNavigationRequest() && response.request().frame() === page.mainFrame())
      loads.push(new URL(response.url()).pathname + new URL(response.url()).search);
  });
  return loads;
}

/** The cookies of a session the server no longer knows (its database was replaced, say). */
const DEAD_SESSION_COOKIES = [
  {
    name: "avinox_token",
    value: "dead-token-from-an-old-database",
    url: E2E_BASE_URL,
    httpOnly: true,
    sameSite: "Lax" as const,
  },
  { name: "avinox_session", value: "Sara", url: E2E_BASE_URL, sameSite: "Lax" as const },
];

/** Signed out: neither session cookie is left. */
async function expectSessionCookiesGone(context: BrowserContext) {
  expect(await cookieNames(context)).not.toContain("avinox_token");
  expect(await cookieNames(context)).not.toContain("avinox_session");
}

test("the sessions page lists this device, and ending it signs out", async ({ page }) => {
  await signInByCode(page.request, freshMobile());
  await page.goto("/profile");
  await page.getByRole("navigation", { name: "حساب کاربری" }).getByRole("link", { name: "نشست‌های فعال" }).click();
  await expect(page).toHaveURL(/\/profile\/sessions$/);
  await expect(page.getByRole("heading", { level: 1, name: "نشست‌های فعال" })).toBeVisible();
  const mine = page.getByRole("listitem").filter({ hasText: "همین دستگاه" });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole("heading")).toContainText(/کروم روی (اندروید|لینوکس)/);
  // Last use as a Jalali date and time with Persian digits.
  await expect(mine).toContainText(/آخرین استفاده:\s*[۰-۹]{1,2} [\u0600-\u06FF]+ [۰-۹]{4}، ساعت [۰-۹]{2}:[۰-۹]{2}/);
  await expect(page.getByRole("link", { name: "نشست‌های فعال" })).toHaveAttribute("aria-current", "page");
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  await mine.getByRole("button", { name: /^خروج از این دستگاه/ }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "از حساب کاربری خارج شدید" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "ورود | ثبت‌نام" })).toBeVisible();
  expect(await cookieNames(page.context())).not.toContain("avinox_token");
  await page.goto("/profile/sessions");
  await expect(page).toHaveURL(/\/auth\?next=%2Fprofile%2Fsessions$/);
});

test("ending another device's session takes it off the list and says so", async ({ page, browser }) => {
  const mobile = freshMobile();
  const laptop = await browser.newContext({
    baseURL: E2E_BASE_URL,
    userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0",
  });
  await signInByCode(laptop.request, mobile);
  // One code per number per window, so this device signs in by a password set with a code; that
  // ends every other session (the laptop's too), and the laptop signs in again with the password.
  const since = Date.now() - 1000;
  expect(
    (await laptop.request.post("/api/v1/security/send-password-code", { data: { number: mobile } })).status(),
  ).toBe(200);
  const code = await lastSmsCode(mobile, since);
  const set = await page.request.post("/api/v1/security/set-password", {
    data: { number: mobile, code, password: "Avx@2025", password_confirmation: "Avx@2025", ...WEB_CLIENT },
  });
  expect(set.status()).toBe(200);
  expect((await laptop.request.get("/api/v1/security/me")).status()).toBe(401);
  const again = await laptop.request.post("/api/v1/security/login-password", {
    data: { number: mobile, password: "Avx@2025", ...WEB_CLIENT },
  });
  expect(again.status()).toBe(200);

  await page.goto("/profile/sessions");
  const items = page.getByRole("list", { name: "نشست‌های فعال" }).getByRole("listitem");
  await expect(items).toHaveCount(2);
  const laptopItem = items.filter({ hasText: "فایرفاکس روی ویندوز" });
  await laptopItem.getByRole("button", { name: /^پایان نشست فایرفاکس روی ویندوز/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "نشست «فایرفاکس روی ویندوز» پایان یافت." })).toBeVisible();
  await expect(items).toHaveCount(1);
  expect((await laptop.request.get("/api/v1/security/me")).status()).toBe(401);
  await expectAccessible(page);
  await laptop.close();
});

test("a dead token cookie on /profile lands on /auth once, signed out, with no error toast", async ({
  page,
  context,
}) => {
  await context.addCookies(DEAD_SESSION_COOKIES);
  const loads = documentLoads(page);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth\?next=%2Fprofile$/);
  await expect(page.getByRole("heading", { name: "ورود به آوینوکس" })).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByTestId("toast")).toHaveCount(0);
  expect(loads.filter((p) => p.startsWith("/auth"))).toEqual(["/auth?next=%2Fprofile"]);
  expect(loads.filter((p) => p === "/profile")).toHaveLength(1);
  await expectSessionCookiesGone(context);
  await expectAccessible(page);
  // Elsewhere the header offers to sign in, and still no toast.
  await page.goto("/events");
  await expect(page.getByRole("link", { name: "ورود | ثبت‌نام" })).toBeVisible();
  await expect(page.getByTestId("toast")).toHaveCount(0);
});

test("a dead token cookie on a public page: the header's check signs out quietly and clears it", async ({
  page,
  context,
}) => {
  await context.addCookies(DEAD_SESSION_COOKIES);
  const refreshed = page.waitForResponse(
    (r) => r.url().endsWith("/api/v1/security/refresh") && r.request().method() === "POST",
  );
  await page.goto("/events");
  expect((await refreshed).status()).toBe(401);
  await expect(page.getByRole("link", { name: "ورود | ثبت‌نام" })).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByTestId("toast")).toHaveCount(0);
  await expectSessionCookiesGone(context);
});

test("a refused access token with a live refresh cookie is renewed silently, on the server and in the page", async ({
  page,
  context,
}) => {
  const mobile = freshMobile();
  await signInByCode(page.request, mobile);
  const replaceAccessToken = async () => {
    const token = (await context.cookies()).find((c) => c.name === "avinox_token")!;
    await context.addCookies([{ ...token, value: "expired-or-refused" }]);
  };

  // Server rendering: /profile goes through the refresh route and comes back.
  await replaceAccessToken();
  const loads = documentLoads(page);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("خوش آمدید");
  expect(loads).toEqual(["/profile", "/api/v1/security/refresh?next=%2Fprofile", "/profile"]);

  // In the page: the header's call is refused, renewed once, and retried; no toast.
  await replaceAccessToken();
  await page.goto("/events");
  await expect(page.getByRole("link", { name: "ورود | ثبت‌نام" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: toPersian(mobile) }).first()).toBeVisible();
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === "avinox_token")?.value)
    .not.toBe("expired-or-refused");
  await expect(page.getByTestId("toast")).toHaveCount(0);

  // A client-side navigation to a protected page while the token is refused: renewed on the way.
  await replaceAccessToken();
  await page
    .getByRole("button", { name: toPersian(mobile) })
    .first()
    .click();
  await page.getByRole("link", { name: "حساب کاربری" }).first().click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("خوش آمدید");
  await expect(page.getByTestId("toast")).toHaveCount(0);
});

test("/auth never sends a signed-in visitor to another host", async ({ page }) => {
  await signInByCode(page.request, freshMobile());
  for (const next of ["/%09/evil.example", "//evil.example", "/%5Cevil.example", "https://evil.example/"]) {
    const response = await page.request.get(`/auth?next=${next}`, { maxRedirects: 0 });
    expect(response.status(), next).toBeGreaterThanOrEqual(300);
    expect(response.status(), next).toBeLessThan(400);
    expect(response.headers().location, next).toMatch(SAME_SITE_PROFILE);
  }
  const crlf = await page.request.get("/auth?next=/%0d%0aSet-Cookie:x=1", { maxRedirects: 0 });
  expect(crlf.status()).toBeLessThan(500);
  expect(crlf.headers().location).toMatch(SAME_SITE_PROFILE);
});
