// Every route of SPEC §2, public and other, with sample ids and slugs: each answers 200 in the site
// layout with Persian content and no error screen, or goes where it should (redirects, sign-in).
import { expect, test, type APIRequestContext, type Page } from "./test";
import { expectAccessible, expectNoHorizontalScroll, inLanes, PERSIAN, signInMember } from "./support";

type Samples = Record<
  | "event"
  | "eventId"
  | "business"
  | "mentor"
  | "freelancer"
  | "job"
  | "project"
  | "present"
  | "faqCategory"
  | "faqItem",
  string
>;

async function samples(request: APIRequestContext): Promise<Samples> {
  const first = async (path: string) =>
    ((await (await request.get(`/api/v1/${path}`)).json()) as Array<Record<string, unknown>>)[0]!;
  const event = await first("event/index?when=upcoming");
  const project = await first("hitech/index?status=recruiting");
  const faq = await first("faq/items");
  return {
    event: String(event.slug),
    eventId: String(event.id),
    business: String((await first("businesses/index")).slug),
    mentor: String((await first("mentor/index")).id),
    freelancer: String((await first("freelancer/index")).id),
    job: String((await first("job/job-list")).id),
    project: String(project.id),
    present: String((await first("present/index")).slug),
    faqCategory: String(faq.category_id),
    faqItem: String(faq.id),
  };
}

/** The shop routes Avinox does not offer share one template (components/legacy/not-offered.tsx). */
const NOT_OFFERED =
  /^\/(product|main|search|brand|incredible-offers|category|cart|shipping|payment|callback|compare-product)\b|^\/profile\/(factors|orders\/return|back-balance|credit|wish-list)\b/;

async function expectSitePage(page: Page, path: string, layout: "site" | "empty" = "site", checked?: Set<string>) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator("html"), path).toHaveAttribute("lang", "fa");
  await expect(page.getByTestId("error-screen"), path).toHaveCount(0);
  await expect(page.locator("main"), path).toContainText(PERSIAN);
  if (layout === "site") await expect(page.locator("header").first(), path).toBeVisible();
  // The visitor's flows run on the phone; this is where every page's desktop layout meets axe.
  // A template seen once (the not-offered screen) is not checked again under each address.
  const template = NOT_OFFERED.test(path) ? `not-offered:${path.startsWith("/profile") ? "panel" : "site"}` : path;
  if (checked?.has(template)) return;
  checked?.add(template);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
}

test("every public route answers in Persian in the site layout and passes axe on a desktop", async ({
  page,
  request,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== "desktop",
    "routes do not depend on the viewport; the phone layout is checked by the visitor's flows",
  );
  test.setTimeout(420_000);
  const s = await samples(request);
  const routes = [
    "/",
    "/about-us",
    "/businesses",
    `/businesses/${s.business}`,
    "/contact-us",
    "/events",
    `/events/${s.event}`,
    "/freelancers",
    `/freelancers/${s.freelancer}`,
    "/freelancers/request",
    "/jobs",
    `/jobs/${s.job}`,
    `/jobs/${s.job}/resume`,
    "/jobs/apply",
    "/mentors",
    `/mentors/${s.mentor}`,
    "/mentors/mentor-request",
    "/mentors/request",
    "/mentors/join",
    `/mentors/${s.mentor}/mentor-request`,
    "/presents",
    `/presents/${s.present}`,
    "/projects",
    `/projects/${s.project}`,
    `/projects/${s.project}/hitech-request`,
    "/reservation",
    "/submit-idea",
    "/workspaces",
    "/track",
    // Other routes of the table.
    "/product",
    "/product/some-product/specs",
    "/main/category",
    "/search?q=%DA%A9%D8%B1%D9%85%D8%A7%D9%86",
    "/brand",
    "/incredible-offers",
    "/category",
    "/cart",
    "/shipping",
    "/shipping/select-address",
    "/payment",
    "/payment/checkout",
    "/callback/order/12",
    "/page/rules",
    "/page/privacy",
    "/club",
    "/invite",
    "/compare-product",
    "/faq",
    `/faq/items/${s.faqCategory}`,
    `/faq/item/${s.faqCategory}/${s.faqItem}`,
  ];
  const checked = new Set<string>();
  for (const route of routes) await expectSitePage(page, route, "site", checked);
  await expectSitePage(page, "/auth", "empty");
  await page.goto("/cart");
  await expect(page.getByText("سبد خرید شما خالی است.")).toBeVisible();
});

test("old routes redirect to their sections", async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "routes do not depend on the viewport");
  const s = await samples(request);
  const redirects: Array<[string, RegExp]> = [
    ["/careers", /\/jobs$/],
    ["/seller", /\/submit-idea$/],
    ["/provider", /\/submit-idea$/],
    ["/provider/register", /\/submit-idea$/],
    ["/provider/upload", /\/submit-idea$/],
    ["/provider/preconfirm", /\/submit-idea$/],
    ["/provider/complete", /\/submit-idea$/],
    ["/promotion", /\/presents$/],
    ["/hunt", /\/projects$/],
    ["/contact", /\/contact-us$/],
    [`/rm/event/${s.eventId}`, new RegExp(`/events/${s.event}$`)],
    [`/rm/mentor/${s.mentor}`, new RegExp(`/mentors/${s.mentor}$`)],
  ];
  for (const [from, to] of redirects) {
    const response = await page.goto(from);
    expect(response?.status(), from).toBe(200);
    await expect(page, from).toHaveURL(to);
    await expect(page.getByTestId("error-screen"), from).toHaveCount(0);
  }
  const magazine = await request.get("/magazine", { maxRedirects: 0 });
  expect([302, 307]).toContain(magazine.status());
  expect(magazine.headers().location).toMatch(/^https?:\/\//);
});

const ACCOUNT_ROUTES = [
  "/profile",
  "/profile/orders",
  "/profile/addresses",
  "/profile/addresses/create",
  "/profile/factors",
  "/profile/factors/1",
  "/profile/orders/return/1",
  "/profile/orders/return-requests",
  "/profile/orders/return-requests/1",
  "/profile/back-balance",
  "/profile/scores",
  "/profile/credit",
  "/profile/credit/1",
  "/profile/documents",
  "/profile/invite-complete-info",
  "/profile/complete-info",
  "/cart/complete-profile",
  "/profile/success-complete-info",
  "/profile/edit-profile",
  "/profile/edit-legal-info/new",
  "/profile/wish-list",
];

test("account pages send an anonymous visitor to sign in, and open for a member", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "routes do not depend on the viewport");
  test.setTimeout(180_000);
  // The proxy sends them on before any page is drawn: the answer itself says where (asked side by side).
  await inLanes(ACCOUNT_ROUTES, 4, async (route) => {
    const away = await page.request.get(route, { maxRedirects: 0 });
    expect(away.status(), route).toBe(307);
    expect(away.headers().location, route).toMatch(
      new RegExp(`/auth\\?next=${encodeURIComponent(route).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
    );
  });
  await page.goto(ACCOUNT_ROUTES[0]!);
  await expect(page).toHaveURL(/\/auth\?next=%2Fprofile$/);
  await expect(page.getByRole("heading", { name: "ورود به آوینوکس" })).toBeVisible();
  await signInMember(page.request, {
    firstName: "پرستو",
    lastName: "رنجبر",
    birthday: "1994-06-01",
    emailName: "parastoo",
  });
  const checked = new Set<string>();
  for (const route of ACCOUNT_ROUTES) await expectSitePage(page, route, "site", checked);
});
