// Browsing every section as a visitor: a list, a filter and a sort that land in the URL, a detail
// page from the list, page 2 where there is one, structured data, and real 404s.
import { expect, test } from "./test";
import { expectAccessible, expectNoHorizontalScroll, firstDetailHref, PERSIAN } from "./support";

const SECTIONS = [
  { path: "/events", detail: /^\/events\/[\w-]+$/ },
  { path: "/businesses", detail: /^\/businesses\/[\w-]+$/ },
  { path: "/mentors", detail: /^\/mentors\/\d+$/ },
  { path: "/freelancers", detail: /^\/freelancers\/\d+$/ },
  { path: "/jobs", detail: /^\/jobs\/\d+$/ },
  { path: "/projects", detail: /^\/projects\/\d+$/ },
  { path: "/presents", detail: /^\/presents\/[\w-]+$/ },
];

for (const section of SECTIONS) {
  test(`${section.path}: list, filter and sort in the URL, then a detail page`, async ({ page }) => {
    const response = await page.goto(section.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(PERSIAN);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    const form = page.getByRole("main").getByRole("search");
    const selects = form.locator("select");
    const count = await selects.count();
    for (let i = 0; i < count; i++) {
      const select = selects.nth(i);
      const name = await select.getAttribute("name");
      const options = await select
        .locator("option")
        .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).filter(Boolean));
      if (!name || options.length === 0) continue;
      const value = name === "sort" ? (options.includes("most-visited") ? "most-visited" : options[0]!) : options[0]!;
      await select.selectOption(value);
      await expect(page).toHaveURL(
        new RegExp(`[?&]${name}=${encodeURIComponent(value).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
      );
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    // Back to everything, then into the first item.
    await page.goto(section.path);
    const href = await firstDetailHref(page, section.detail);
    await page.locator(`main a[href="${href}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(PERSIAN);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${href}$`));
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });
}

test("searching an event in Arabic spelling finds it", async ({ page }) => {
  await page.goto("/events");
  const search = page.getByRole("main").getByRole("search");
  await search.getByLabel("جستجو در رویدادها").fill("هوش مصنوعي");
  await search.getByRole("button", { name: "جستجو" }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByRole("link", { name: "میت‌آپ هوش مصنوعی کرمان" })).toBeVisible();
});

test("a long list pages to page 2 and back", async ({ page }) => {
  await page.goto("/freelancers");
  const firstPage = await page.locator("main article h2, main article h3").allTextContents();
  await page.getByRole("navigation", { name: "صفحه‌بندی" }).getByRole("link", { name: "صفحه ۲" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole("link", { name: "صفحه ۲" })).toHaveAttribute("aria-current", "page");
  const secondPage = await page.locator("main article h2, main article h3").allTextContents();
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.filter((t) => firstPage.includes(t))).toEqual([]);
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
});

test("an event page carries Event structured data and an add-to-calendar file", async ({ page, request }) => {
  await page.goto("/events/ai-meetup-kerman");
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  const event = data.map((d) => JSON.parse(d)).find((d) => d["@type"] === "Event");
  expect(event).toMatchObject({
    name: "میت‌آپ هوش مصنوعی کرمان",
    location: { "@type": "Place" },
    offers: { priceCurrency: "IRR" },
  });
  expect(Date.parse(event.startDate)).toBeGreaterThan(Date.now());
  const ics = await request.get(
    (await page.getByRole("link", { name: "افزودن به تقویم" }).getAttribute("href")) as string,
  );
  expect(ics.headers()["content-type"]).toContain("text/calendar");
});

test("a job page carries JobPosting structured data", async ({ page }) => {
  await page.goto("/jobs");
  const href = await firstDetailHref(page, /^\/jobs\/\d+$/);
  await page.goto(href);
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  const job = data.map((d) => JSON.parse(d)).find((d) => d["@type"] === "JobPosting");
  expect(job.hiringOrganization.name).toContain("آوینوکس");
  expect(job.datePosted).toBeTruthy();
});

test("unknown slugs and ids answer 404 with the Persian 404 screen", async ({ page }) => {
  for (const path of [
    "/events/no-such-event",
    "/businesses/no-such",
    "/mentors/999999",
    "/freelancers/999999",
    "/jobs/999999",
    "/projects/999999",
    "/presents/no-such",
    "/mentors/abc",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("صفحه‌ای که دنبال آن بودید، پیدا نشد");
  }
});

test("workspaces show plans with toman prices and directions when no map service answers", async ({ page }) => {
  const response = await page.goto("/workspaces");
  expect(response?.status()).toBe(200);
  await expect(page.getByText(/تومان/).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /مسیریابی/ }).first()).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  await expectAccessible(page);
});

test("sitemap.xml lists every entity and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of [
    "/events/ai-meetup-kerman",
    "/businesses/",
    "/mentors/",
    "/freelancers/",
    "/jobs/",
    "/projects/",
    "/presents/",
  ]) {
    expect(sitemap, path).toContain(path);
  }
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("sitemap.xml");
});
