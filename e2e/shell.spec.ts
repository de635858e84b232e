// The site shell as a visitor meets it: Persian, right to left, in Vazirmatn, on a phone and a
// desktop; working header links; the 404 screen; visible keyboard focus.
import { expect, test } from "./test";
import { expectAccessible, expectNoHorizontalScroll, PERSIAN } from "./support";

test("the home page is Persian, right to left, in Vazirmatn, with no sideways scroll", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "fa");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page).toHaveTitle("کافه نوآوری و شتاب‌دهنده آوینوکس");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/رشد ایده‌ها/);
  const font = await page.evaluate(async () => {
    await document.fonts.ready;
    const family = getComputedStyle(document.body).fontFamily;
    const first = family.split(",")[0]!.trim().replace(/["']/g, "");
    return { family: first, loaded: document.fonts.check(`16px "${first}"`, "آوینوکس") };
  });
  expect(font.family.toLowerCase()).toContain("vazirmatn");
  expect(font.loaded).toBe(true);
  expect(await page.locator("meta[name=theme-color]").getAttribute("content")).toBe("#15803d");
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});

test("every link in the header answers 200", async ({ page, request, isMobile }) => {
  await page.goto("/");
  if (isMobile) await page.getByRole("button", { name: "باز کردن منو" }).click();
  const hrefs = await page
    .locator("header a[href^='/']")
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")!))]);
  expect(hrefs.length).toBeGreaterThanOrEqual(10);
  // /magazine leaves the site (a 307 to the external magazine, checked in routes.spec).
  for (const href of hrefs.filter((h) => h !== "/magazine")) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(await response.text(), href).toMatch(PERSIAN);
  }
});

test("the header, phone menu and footer link the magazine; the logo is named by what it shows", async ({
  page,
  isMobile,
}) => {
  await page.goto("/");
  const logo = page.getByRole("banner").getByRole("link", { name: /^آوینوکس کافه نوآوری و شتاب‌دهنده/ });
  await expect(logo).toHaveAttribute("href", "/");
  await expect(logo).toHaveAccessibleName(/صفحه اصلی/);
  if (isMobile) await page.getByRole("button", { name: "باز کردن منو" }).click();
  const menu = page.getByRole("navigation", { name: isMobile ? "منوی اصلی" : "بخش‌های سایت" });
  await expect(menu.getByRole("link", { name: "مجله آوینوکس" })).toHaveAttribute("href", "/magazine");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "مجله آوینوکس" })).toHaveAttribute(
    "href",
    "/magazine",
  );
  await expectAccessible(page);
});

test("an unknown address shows the Persian 404 screen whose button leads home", async ({ page }) => {
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("صفحه‌ای که دنبال آن بودید، پیدا نشد");
  await expectAccessible(page);
  await page.getByTestId("error-screen").getByRole("link", { name: "صفحه اصلی", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("رشد ایده‌ها");
});

test("an unknown API path answers the JSON 404 envelope", async ({ request }) => {
  const response = await request.get("/api/v1/no-such-endpoint");
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ status: 404, name: "Not Found" });
});

test("keyboard focus is visible", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "پرش به محتوای اصلی" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Tab");
  const outline = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), tag: el.tagName };
  });
  expect(outline.tag).toBe("A");
  expect(outline.style).not.toBe("none");
  expect(outline.width).toBeGreaterThanOrEqual(2);
});

test("the device class is kept in the agent cookie for a day", async ({ page, context, isMobile }) => {
  await page.goto("/");
  // Written once the page has loaded, off the first paint's path.
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === "agent")?.value)
    .toBe(isMobile ? "1" : "3");
  const agent = (await context.cookies()).find((c) => c.name === "agent");
  const lifetime = agent!.expires - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(86_400 - 120);
  expect(lifetime).toBeLessThanOrEqual(86_400 + 5);
});

test("the phone menu opens, lists the sections and closes with Escape", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the menu button is for phones and tablets");
  await page.goto("/");
  const button = page.getByRole("button", { name: "باز کردن منو" });
  await button.click();
  const menu = page.getByRole("navigation", { name: "منوی اصلی" });
  await expect(menu.getByRole("link", { name: "رویدادها" })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
});

test("after following a link the new page starts at the top", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator("footer").getByRole("link", { name: "درباره ما" }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the web manifest describes the Persian, green app", async ({ request }) => {
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ lang: "fa", dir: "rtl", theme_color: "#15803d", short_name: "آوینوکس" });
});
