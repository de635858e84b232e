// The staff desk (/admin) as the team uses it. A visitor sends a reservation; the reviewer of
// reservations finds it in the queue by its tracking code, opens it, logs the call, moves it to
// "in review" and then approves it with the SMS box ticked: the SMS is in the outbox and the
// visitor sees «تایید شد» on /track. A visitor without a session goes to sign in; an ordinary
// member gets the 403 screen (HTTP 403), and so does the reviewer on the admins' pages. The desk's
// home shows the figures (an editor gets their own home), the admin edits a status SMS, and the
// queue exports its filtered list as CSV. The staff (E2E_ADMIN_MOBILE, E2E_REVIEWER_MOBILE,
// E2E_EDITOR_MOBILE) are put on the team before the test server starts (playwright.config.ts).
// axe-core runs on every desk page opened.
import fs from "node:fs";
import { expect, test, type Page } from "./test";
import { E2E_ADMIN_MOBILE, E2E_EDITOR_MOBILE, E2E_REVIEWER_MOBILE } from "./env";
import { signInStaff } from "./staff";
import {
  expectAccessible,
  expectNoHorizontalScroll,
  freshMobile,
  signInByCode,
  signInMember,
  smsTextsTo,
  toPersian,
  trackingCodeOf,
} from "./support";

/** A member with a complete profile sends a workspace reservation through its form (the minimal path of e2e/requests.spec.ts); answers its tracking code and the number it gave. */
async function sendReservation(page: Page): Promise<{ code: string; contactMobile: string }> {
  await signInMember(page.request, { firstName: "نرگس", lastName: "صالحی", emailName: "desk" });
  await page.goto("/workspaces");
  await page
    .getByRole("link", { name: /^درخواست رزرو .+،/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/reservation\?location_plan_id=\d+$/);
  const form = page.getByRole("main").locator("form");
  await expect(form.getByLabel("فضا", { exact: true })).not.toHaveValue("");
  await form.getByLabel("حوزه فعالیت").fill("طراحی رابط کاربری");
  await form.getByLabel("سابقه کاری").fill("۴ سال طراحی محصول دیجیتال");
  const contactMobile = freshMobile();
  const mobileField = form.getByLabel("شماره موبایل");
  await mobileField.fill("");
  await mobileField.pressSequentially(contactMobile);
  const datePicker = form.getByRole("group", { name: /تاریخ پیشنهادی شروع/ });
  await datePicker.getByRole("button", { name: "ماه بعد" }).click();
  // A day the branch is open and the plan has room (the calendar greys out the others once it loads).
  await expect(datePicker.getByText(/روزهای قرمز خط‌خورده/)).toBeVisible();
  await datePicker.getByRole("grid").locator("button:not([aria-disabled])").nth(3).click();
  await form.getByRole("checkbox", { name: /قوانین و شرایط رزرو فضای کار آوینوکس/ }).check();
  await form.getByRole("button", { name: "ثبت درخواست رزرو" }).click();
  return { code: await trackingCodeOf(page, "ثبت شد"), contactMobile };
}

test("a reviewer finds a new reservation, logs the call, approves it with an SMS, and the visitor sees it on /track", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { code, contactMobile } = await sendReservation(page);

  await signInStaff(page, E2E_REVIEWER_MOBILE);
  await page.goto("/admin/requests");
  await expect(page.getByRole("heading", { level: 1, name: "صف درخواست‌ها" })).toBeVisible();
  // The desk's own frame: its name, the member and role, only the sections a reviewer opens.
  const banner = page.getByRole("banner");
  await expect(banner).toContainText("میز کار کارکنان");
  await expect(banner).toContainText("کارشناس بررسی درخواست‌ها (رزرو فضای کار)");
  await expect(banner.getByRole("link", { name: "درخواست‌ها", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(banner.getByRole("link", { name: "کارکنان", exact: true })).toHaveCount(0);
  await expect(banner.getByRole("link", { name: "بازگشت به سایت" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  // Tabs: all, then the one kind this reviewer reviews.
  const kinds = page.getByRole("navigation", { name: "نوع درخواست" }).getByRole("link");
  await expect(kinds).toHaveText(["همه", "رزرو فضای کار"]);
  await expect(page.getByRole("region", { name: "قدیمی‌ترین درخواست دست‌نخورده" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  // Search by the tracking code (in the URL, with the kind's tab kept).
  await kinds.filter({ hasText: "رزرو فضای کار" }).click();
  await expect(page).toHaveURL(/\/admin\/requests\?kind=reservation$/);
  // The less used filters are folded until opened (a phone sees the list after a short form).
  await expect(page.getByLabel("شعبه")).toBeHidden();
  await page.getByText("فیلترهای بیشتر").click();
  await expect(page.getByLabel("شعبه")).toBeVisible();
  await page.getByRole("searchbox", { name: "جستجو" }).fill(code);
  await page.getByRole("checkbox", { name: "هنوز تماس گرفته نشده" }).check();
  await page.getByRole("button", { name: "اعمال فیلترها" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/requests\\?kind=reservation&q=${code}&not_called=1$`));
  // A filter of the fold in force keeps it open.
  await expect(page.getByRole("checkbox", { name: "هنوز تماس گرفته نشده" })).toBeChecked();
  const row = page.getByRole("link", { name: code, exact: true });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole("main")).toContainText(toPersian(contactMobile));
  await expectAccessible(page);
  await row.click();

  await expect(page).toHaveURL(/\/admin\/requests\/\d+$/);
  const requestUrl = page.url();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("پلن");
  await expect(page.getByRole("main").getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: toPersian(contactMobile) })).toHaveAttribute(
    "href",
    `tel:${contactMobile}`,
  );
  const fields = page.getByRole("region", { name: "اطلاعات درخواست" });
  await expect(fields.getByRole("definition").filter({ hasText: "طراحی رابط کاربری" })).toBeVisible();
  await expect(fields.getByText("پذیرش قوانین و شرایط رزرو")).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  // The call.
  const calls = page.getByRole("region", { name: "تماس‌ها" });
  await calls.getByRole("radio", { name: "پاسخ داد" }).check();
  await calls.getByLabel("توضیح تماس").fill("برای شنبه هماهنگ شد.");
  await calls.getByRole("button", { name: "ثبت تماس" }).click();
  await expect(calls.getByRole("list", { name: "تماس‌ها" })).toContainText("برای شنبه هماهنگ شد.");

  // Received → in review: only the allowed moves are offered.
  const decision = page.getByRole("region", { name: "تصمیم" });
  await expect(decision.getByRole("radio")).toHaveCount(2);
  await decision.getByRole("radio", { name: "در حال بررسی" }).check();
  await decision.getByRole("button", { name: "ثبت تصمیم" }).click();
  await expect(decision.getByRole("radio", { name: "تایید شد" })).toBeVisible();

  // In review → approved, with the SMS.
  const since = Date.now() - 1000;
  await decision.getByRole("radio", { name: "تایید شد" }).check();
  await decision.getByLabel("توضیح برای درخواست‌دهنده").fill("میز شما از شنبه آماده است.");
  await decision.getByRole("checkbox", { name: "ارسال پیامک به درخواست‌دهنده" }).check();
  await decision.getByRole("button", { name: "ثبت تصمیم" }).click();
  await expect(decision.getByRole("radio", { name: "تماس گرفته شد" })).toBeVisible();
  await expect.poll(() => smsTextsTo(contactMobile, since)).toEqual([expect.stringContaining(code)]);
  expect(smsTextsTo(contactMobile, since)[0]).toContain("تایید شد");
  const timeline = page.getByRole("region", { name: "روند بررسی" });
  await expect(timeline.getByRole("listitem")).toHaveCount(3);
  await expect(timeline.getByRole("listitem").last()).toContainText("تایید شد");
  await expect(timeline.getByRole("listitem").last()).toContainText("میز شما از شنبه آماده است.");
  await expectAccessible(page);

  // The reviewer has no admin pages.
  const staffPage = await page.goto("/admin/staff");
  expect(staffPage?.status()).toBe(403);
  await expect(page.getByTestId("error-screen")).toHaveAttribute("data-status", "403");
  await expect(page.getByRole("heading", { level: 1, name: "شما دسترسی به این صفحه را ندارید" })).toBeVisible();
  await expectAccessible(page);

  // The admin sees the reviewer's work in the audit log, and the team.
  await signInStaff(page, E2E_ADMIN_MOBILE);
  const requestId = /\/admin\/requests\/(\d+)$/.exec(requestUrl)![1]!;
  await page.goto(`/admin/audit?entity=request&entity_id=${requestId}&action=request.status`);
  await expect(page.getByRole("heading", { level: 1, name: "گزارش فعالیت" })).toBeVisible();
  const entries = page.getByRole("list", { name: /رویدادها/ }).getByRole("listitem");
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText("تغییر وضعیت درخواست");
  await expect(entries.first()).toContainText("پس از تغییر");
  await expect(entries.first()).toContainText("تایید شد");
  await expect(entries.first().getByRole("link", { name: `درخواست شماره ${toPersian(requestId)}` })).toHaveAttribute(
    "href",
    `/admin/requests/${requestId}`,
  );
  await expectAccessible(page);
  await page.goto("/admin/staff");
  await expect(page.getByRole("heading", { level: 1, name: "کارکنان" })).toBeVisible();
  // The team the test server starts with (other specs may add colleagues to the same server).
  const team = page.getByRole("list", { name: "کارکنان" }).getByRole("listitem");
  for (const mobile of [E2E_ADMIN_MOBILE, E2E_REVIEWER_MOBILE, E2E_EDITOR_MOBILE])
    await expect(team.filter({ hasText: toPersian(mobile) })).toHaveCount(1);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  // The visitor sees the decision on the tracking page.
  await page.context().clearCookies();
  await page.goto(`/track?code=${code}&mobile=${contactMobile}`);
  const result = page.getByRole("region", { name: /رزرو/ });
  await expect(result.getByRole("paragraph").filter({ hasText: "تایید شد" })).toBeVisible();
  await expect(result).toContainText("میز شما از شنبه آماده است.");
});

test("the desk is for staff: sign in first; an ordinary member gets the 403 screen", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "access, not layout: the same on every viewport");
  await page.goto("/admin/requests?kind=reservation");
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%2Frequests%3Fkind%3Dreservation$/);

  await signInByCode(page.request, freshMobile());
  const response = await page.goto("/admin/requests");
  expect(response?.status()).toBe(403);
  await expect(page.getByTestId("error-screen")).toHaveAttribute("data-status", "403");
  await expect(page.getByRole("heading", { level: 1, name: "شما دسترسی به این صفحه را ندارید" })).toBeVisible();
  // Nothing of the desk's menu for someone who is not on the team.
  await expect(page.getByRole("navigation", { name: "بخش‌های میز کار" })).toHaveCount(0);
  await expectAccessible(page);
  // The API refuses too, whatever the page does.
  expect((await page.request.get("/api/v1/admin/requests")).status()).toBe(403);
});

/** The figures as the API gives them to the admin (the page must show the same). */
type DashboardFigures = {
  today: { new_total: number };
  week: { new_total: number; new_by_kind: Record<string, number> };
  waiting_for_call: number;
};

test("the desk's home: today's and this week's figures, each linking to its filtered queue", async ({ page }) => {
  await signInStaff(page, E2E_ADMIN_MOBILE);
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "پیشخوان" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "پیشخوان", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("banner").getByRole("link", { name: "درخواست‌ها", exact: true })).not.toHaveAttribute(
    "aria-current",
    "page",
  );
  const figures = (await (await page.request.get("/api/v1/admin/dashboard")).json()) as DashboardFigures;

  const today = page.getByRole("region", { name: "امروز", exact: true });
  await expect(today.getByRole("link", { name: /درخواست تازه امروز/ })).toContainText(
    toPersian(String(figures.today.new_total)),
  );
  const waiting = page.getByRole("region", { name: "در انتظار تماس" });
  await expect(waiting.getByRole("link", { name: /درخواست باز بی‌تماس/ })).toContainText(
    toPersian(String(figures.waiting_for_call)),
  );
  const week = page.getByRole("region", { name: "این هفته" });
  const kindsThisWeek = Object.values(figures.week.new_by_kind).filter((count) => count > 0).length;
  await expect(week.getByRole("list", { name: /به تفکیک نوع/ }).getByRole("link")).toHaveCount(kindsThisWeek);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  // This week's new requests open the queue of this week (from Saturday), with the same count.
  const weekTotal = week.getByRole("link", { name: /درخواست تازه از شنبه/ });
  await expect(weekTotal).toContainText(toPersian(String(figures.week.new_total)));
  await weekTotal.click();
  await expect(page).toHaveURL(/\/admin\/requests\?period=week$/);
  await expect(page.getByRole("heading", { level: 1, name: "صف درخواست‌ها" })).toBeVisible();
  await expect(
    page.getByRole("main").getByText(`${toPersian(String(figures.week.new_total))} درخواست`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByLabel("زمان ثبت")).toHaveValue("week");
  await expectAccessible(page);
});

test("the admin edits a status SMS: the API's refusal shows on the field, the saved text stays, and it goes back to the default", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the admin's own work, done at a desk");
  await signInStaff(page, E2E_ADMIN_MOBILE);
  const response = await page.goto("/admin/sms-templates");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "متن پیامک‌ها" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "پیامک‌ها" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("region", { name: "جای‌نگهدارها" })).toContainText("{code}");
  const form = page.getByRole("form", { name: "پیامک رزرو فضای کار: تایید شد" });
  const field = form.getByLabel("متن پیامک «تایید شد»");
  await expect(field).toHaveValue(/\{code\}/);
  await expect(form.getByText("متن پیش‌فرض", { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  // Too long: the API's 422 lands on the field, in Persian.
  await field.fill("ب".repeat(301));
  await expect(form).toContainText(`${toPersian("301")} از ${toPersian("300")} نویسه`);
  await form.getByRole("button", { name: "ذخیره" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText(/متن پیامک نباید بیشتر از/)).toBeVisible();
  // A long unbroken text wraps inside its form (the phone's page stays its width).
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  const text = `رزرو شما با کد {code} تایید شد؛ منتظرتان هستیم (${Date.now() % 100_000}).`;
  await field.fill(text);
  await form.getByRole("button", { name: "ذخیره" }).click();
  await expect(form.getByText("متن نوشته‌شده", { exact: true })).toBeVisible();
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  await page.reload();
  await expect(field).toHaveValue(text);
  await expect(form.getByText("متن نوشته‌شده", { exact: true })).toBeVisible();

  // Back to the default: the default text is on screen again.
  await form.getByRole("button", { name: "بازگشت به متن پیش‌فرض" }).click();
  await expect(form.getByText("متن پیش‌فرض", { exact: true })).toBeVisible();
  await expect(field).toHaveValue(/در آوینوکس تایید شد/);
  await expect(form.getByRole("button", { name: "بازگشت به متن پیش‌فرض" })).toHaveCount(0);

  // A reviewer has no such page.
  await signInStaff(page, E2E_REVIEWER_MOBILE);
  expect((await page.goto("/admin/sms-templates"))?.status()).toBe(403);
});

test("an editor lands on their own home at /admin, not on a 403", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "access, not layout: the same on every viewport");
  await signInStaff(page, E2E_EDITOR_MOBILE);
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "پیشخوان" })).toBeVisible();
  await expect(page.getByTestId("error-screen")).toHaveCount(0);
  const role = page.getByRole("region", { name: /نقش شما: ویراستار محتوا/ });
  await expect(role.getByRole("link", { name: "رفتن به محتوا" })).toHaveAttribute("href", "/admin/content");
  await expect(role.getByRole("link", { name: "بازگشت به سایت" })).toHaveAttribute("href", "/");
  // The home and the content desk in the menu: no queue, team or SMS for this role.
  await expect(
    page.getByRole("navigation", { name: "بخش‌های میز کار" }).getByRole("link", { name: "درخواست‌ها", exact: true }),
  ).toHaveCount(0);
  await expect(
    page.getByRole("navigation", { name: "بخش‌های میز کار" }).getByRole("link", { name: "پیشخوان" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(
    page.getByRole("navigation", { name: "بخش‌های میز کار" }).getByRole("link", { name: "محتوا" }),
  ).toHaveAttribute("href", "/admin/content");
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  expect((await page.goto("/admin/requests"))?.status()).toBe(403);
});

test("the queue exports exactly its filtered list as CSV, and «صف من» opens the requests assigned to me", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the admin's own work, done at a desk");
  await signInStaff(page, E2E_ADMIN_MOBILE);
  // A contact message of the admin's own (signed in: no captcha), so the contact queue has a row.
  const sent = await page.request.post("/api/v1/contact-us/create", {
    headers: { "client-id": "web" },
    data: {
      contact_name: "مدیر آزمایشی",
      contact_phone: E2E_ADMIN_MOBILE,
      subject: "سایر",
      message: "پیامی برای آزمودن دریافت فهرست درخواست‌ها.",
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { tracking_code: code } = (await sent.json()) as { tracking_code: string };

  await page.goto("/admin/requests?kind=contact");
  // No filter of the fold in force: it stays folded.
  await expect(page.getByLabel("مرتب‌سازی")).toBeHidden();
  const csvLink = page.getByRole("link", { name: "دریافت CSV" });
  await expect(csvLink).toHaveAttribute("href", "/api/v1/admin/requests/export?kind=contact&sort=newest");
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  const [download] = await Promise.all([page.waitForEvent("download"), csvLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^avinox-requests-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = csv.slice(1).split("\r\n").filter(Boolean);
  expect(header).toBe("کد پیگیری,نوع درخواست,موضوع,وضعیت,نام,موبایل,تاریخ ثبت,آخرین تغییر,مسئول,آخرین تماس");
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.some((row) => row.startsWith(`${code},`))).toBe(true);
  expect(rows.every((row) => row.split(",")[1] === "پیام تماس با ما")).toBe(true);

  await page.getByRole("link", { name: "صف من" }).click();
  await expect(page).toHaveURL(/\/admin\/requests\?assignee=me$/);
  await expect(page.getByRole("link", { name: "صف من" })).toHaveAttribute("aria-current", "page");
  // The fold opens on a filter it holds.
  await expect(page.getByLabel("کارشناس")).toHaveValue("me");
  await expect(page.getByLabel("کارشناس")).toBeVisible();
  await expectAccessible(page);
});
