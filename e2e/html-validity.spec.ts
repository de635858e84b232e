// Served HTML passes the W3C Nu checker (e2e/nu-checker.ts).
import { expect, test, type APIRequestContext } from "./test";
import { E2E_ADMIN_MOBILE } from "./env";
import { nuErrors } from "./nu-checker";
import { signInStaff } from "./staff";

const PAGES = [
  "/",
  "/events",
  "/events/ai-meetup-kerman",
  "/businesses",
  "/mentors",
  "/freelancers",
  "/jobs",
  "/projects",
  "/presents",
  "/workspaces",
  "/about-us",
  "/contact-us",
  "/auth",
  "/track",
  "/faq",
  "/page/rules",
  "/search?q=%D9%87%D9%88%D8%B4",
  "/reservation",
  "/submit-idea",
  "/jobs/apply",
  "/mentors/request",
  "/mentors/join",
  "/mentors/mentor-request",
  "/freelancers/request",
  "/club",
  "/cart",
  "/no-such-page",
];

/** The Nu checker's errors on these pages as `request` gets them (its session, if it has one). */
async function htmlErrors(request: APIRequestContext, pages: readonly string[]): Promise<string[]> {
  const documents: Record<string, string> = {};
  for (const page of pages) documents[page] = await (await request.get(page)).text();
  return nuErrors(documents);
}

test("every page's HTML is valid (W3C Nu checker)", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one run is enough: the HTML does not depend on the viewport");
  test.setTimeout(180_000);
  expect(await htmlErrors(request, PAGES)).toEqual([]);
});

test("the staff desk's pages are valid HTML too (W3C Nu checker)", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one run is enough: the HTML does not depend on the viewport");
  test.setTimeout(180_000);
  await signInStaff(page, E2E_ADMIN_MOBILE);
  const request = page.request;
  // A request of the admin's own, so a request's page has something to show (signed in: no captcha).
  const sent = await request.post("/api/v1/contact-us/create", {
    headers: { "client-id": "web" },
    data: {
      contact_name: "مدیر آزمایشی",
      contact_phone: E2E_ADMIN_MOBILE,
      subject: "سایر",
      message: "پیامی برای بررسی صفحه درخواست در میز کار.",
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  const deskPages = [
    "/admin/requests",
    "/admin/requests?kind=reservation&not_called=1",
    `/admin/requests/${id}`,
    "/admin/staff",
    "/admin/audit",
    "/admin/events",
    "/admin/events/1",
    "/admin",
    "/admin/sms-templates",
  ];
  // Each one the desk's own page, not a sign-in redirect or an error screen.
  for (const deskPage of deskPages)
    expect((await request.get(deskPage, { maxRedirects: 0 })).status(), deskPage).toBe(200);
  expect(await htmlErrors(request, deskPages)).toEqual([]);
});
