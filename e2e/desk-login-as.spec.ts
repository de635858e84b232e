// Support's 'login as' (issue 13, "Audit") in the browser: a member sends a message signed in; an
// admin opens it at the desk and enters the member's account with «ورود به حساب این کاربر». The
// banner names both on the member's requests and on the (cached, cookie-free) home page; the desk
// is closed to that session; «پایان و بازگشت به حساب خودم» brings the admin back to the desk. The
// admin is a fresh one the test puts on the team, so the shared admin's kept session (e2e/staff.ts)
// is left alone. axe-core on every page.
import { expect, test, type Page } from "./test";
import { E2E_ADMIN_MOBILE } from "./env";
import { signInStaff } from "./staff";
import { expectAccessible, expectNoHorizontalScroll, freshMobile, signInMember } from "./support";

const BANNER_TEXT = "شما با حساب «رها نوروزی» وارد شده‌اید (ورود پشتیبانی توسط «کاوه مدیری»)";

const banner = (page: Page) => page.getByRole("region", { name: "ورود پشتیبانی" });

/** A member with a complete profile sends a contact message signed in; answers the request's id. */
async function memberRequest(page: Page): Promise<number> {
  await signInMember(page.request, { firstName: "رها", lastName: "نوروزی", birthday: "1995-04-01" });
  const sent = await page.request.post("/api/v1/contact-us/create", {
    headers: { "client-id": "web" },
    data: {
      contact_name: "رها نوروزی",
      contact_phone: freshMobile(),
      subject: "سایر",
      message: "سفارشم را در حساب کاربری نمی‌بینم، لطفاً بررسی کنید.",
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return ((await sent.json()) as { id: number }).id;
}

/** A new admin on the team (added by the test server's admin), signed in on this page. */
async function freshAdmin(page: Page): Promise<string> {
  const mobile = freshMobile();
  await signInStaff(page, E2E_ADMIN_MOBILE);
  const added = await page.request.post("/api/v1/admin/staff", {
    headers: { "client-id": "web" },
    data: { mobile, role: "admin" },
  });
  expect(added.status(), await added.text()).toBe(201);
  await page.context().clearCookies();
  await signInMember(page.request, {
    firstName: "کاوه",
    lastName: "مدیری",
    birthday: "1985-09-10",
    emailName: "admin",
    mobile,
  });
  return mobile;
}

test("an admin enters a member's account from a request, sees the banner on every page, and comes back to the desk", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const requestId = await memberRequest(page);
  await page.context().clearCookies();
  const adminMobile = await freshAdmin(page);

  await page.goto(`/admin/requests/${requestId}`);
  await page.getByRole("button", { name: "ورود به حساب این کاربر" }).click();
  await expect(page).toHaveURL(/\/profile\/orders$/);
  await expect(page.getByRole("heading", { level: 1, name: "درخواست‌های من" })).toBeVisible();
  await expect(banner(page)).toContainText(BANNER_TEXT);
  await expectAccessible(page);

  await page.goto("/");
  await expect(banner(page)).toContainText(BANNER_TEXT);
  await expect(banner(page).getByRole("button", { name: "پایان و بازگشت به حساب خودم" })).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  // The support session is the member's, and the desk is closed to it.
  expect((await page.request.get("/api/v1/admin/me")).status()).toBe(403);

  await banner(page).getByRole("button", { name: "پایان و بازگشت به حساب خودم" }).click();
  await expect(page).toHaveURL(/\/admin(\/|$)/);
  await expect(banner(page)).toHaveCount(0);
  const me = await page.request.get("/api/v1/admin/me");
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { mobile: string }).mobile).toBe(adminMobile);
  await expectAccessible(page);
});
