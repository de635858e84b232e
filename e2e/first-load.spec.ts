// A light first load (issue 11): what an anonymous visitor's browser downloads before they do
// anything, and the parts that work without waiting for script: the carousel (CSS scroll snap, the
// buttons and arrow keys once hydrated), the header's sign-in (its code loads when it is used), the
// event registration form (a plain form first; the real one loads when the visitor starts on it
// and keeps what they typed).
import fs from "node:fs";
import { expect, test, type Page, type Route } from "./test";
import { LOADER_ID } from "../entry/scripts-after-paint.mjs";
import { expectAccessible, inLanes, toPersian } from "./support";

const KIB = 1024;

/** Script bytes a page view transferred until the network went quiet: compressed, headers included
 *  (what Lighthouse counts as a page's script). */
async function scriptBytesOf(page: Page, path: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const scripts = new Set<string>();
  let bytes = 0;
  cdp.on("Network.responseReceived", (event) => {
    if (event.type === "Script") scripts.add(event.requestId);
  });
  cdp.on("Network.loadingFinished", (event) => {
    if (scripts.has(event.requestId)) bytes += event.encodedDataLength;
  });
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState("networkidle");
  await cdp.detach();
  return bytes;
}

/** The scripts a page's HTML loads after its first paint (entry/scripts-after-paint.mjs). */
function scriptsAfterPaintOf(html: string): string[] {
  const loader = new RegExp(
    `<script id="${LOADER_ID}">\\(function\\(u\\)[\\s\\S]*?\\}\\)\\((\\[[^\\]]*\\])\\)</script>`,
  ).exec(html);
  expect(loader, "the page's script loader").not.toBeNull();
  return JSON.parse(loader![1]!) as string[];
}

/** The addresses of the scripts the page loads from now on whose text holds `marker` (filled as they arrive). */
function scriptsHolding(page: Page, marker: string): string[] {
  const found: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    if ((await response.text().catch(() => "")).includes(marker)) found.push(response.url());
  });
  return found;
}

/** The first link of a list page that leads to one of its entries. */
async function firstEntry(page: Page, list: string, pattern: RegExp): Promise<string> {
  await page.goto(list);
  const hrefs = await page
    .getByRole("main")
    .locator("a[href]")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  const href = hrefs.find((h) => pattern.test(h));
  expect(href, `an entry on ${list}`).toBeTruthy();
  return href!;
}

/** Runs `measure` on each path in a fresh phone profile (nothing cached), a few side by side (the
 *  figures are bytes, not times). */
async function eachFreshVisit(
  page: Page,
  paths: string[],
  measure: (visitor: Page, path: string) => Promise<void>,
): Promise<void> {
  await inLanes(paths, 4, async (path) => {
    const fresh = await page
      .context()
      .browser()!
      .newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    try {
      await measure(await fresh.newPage(), path);
    } finally {
      await fresh.close();
    }
  });
}

test("content pages send an anonymous visitor at most 150 KiB of script", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the same scripts on every viewport; Lighthouse measures the phone");
  const event = await firstEntry(page, "/events", /^\/events\/[^/?]+$/);
  const job = await firstEntry(page, "/jobs", /^\/jobs\/\d+$/);
  const business = await firstEntry(page, "/businesses", /^\/businesses\/[^/?]+$/);
  await eachFreshVisit(
    page,
    ["/", "/events", event, "/jobs", job, "/workspaces", "/faq", "/businesses", business],
    async (visitor, path) => {
      const bytes = await scriptBytesOf(visitor, path);
      expect(Math.round(bytes / KIB), `KiB of script on ${path}`).toBeLessThanOrEqual(150);
    },
  );
});

test("every form page sends an anonymous visitor at most 200 KiB of script, and neither the form's checks (zod) nor the captcha before they start on it", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the same scripts on every viewport; Lighthouse measures the phone");
  const mentor = await firstEntry(page, "/mentors", /^\/mentors\/\d+$/);
  const job = await firstEntry(page, "/jobs", /^\/jobs\/\d+$/);
  const project = await firstEntry(page, "/projects", /^\/projects\/\d+$/);
  const forms = [
    "/reservation",
    "/contact-us",
    "/submit-idea",
    "/mentors/request",
    `${mentor}/mentor-request`,
    "/mentors/join",
    `${job}/resume`,
    "/jobs/apply",
    "/freelancers/request",
    `${project}/hitech-request`,
    "/track",
  ];
  await eachFreshVisit(page, forms, async (visitor, path) => {
    // zod's base type: only its module holds this name.
    const zodScripts = scriptsHolding(visitor, "$ZodType");
    const bytes = await scriptBytesOf(visitor, path);
    expect(Math.round(bytes / KIB), `KiB of script on ${path}`).toBeLessThanOrEqual(200);
    expect(zodScripts, `zod on ${path} before use`).toEqual([]);
    expect(
      await visitor.evaluate(() => customElements.get("altcha-widget") === undefined),
      `captcha widget on ${path} before use`,
    ).toBe(true);
  });
});

/** The React payload Next inlines in a page for hydration (its self.__next_f.push chunks). */
function inlinedPayload(html: string): string {
  let payload = "";
  for (const [, chunk] of html.matchAll(/<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g))
    payload += JSON.parse(chunk ?? '""') as string;
  return payload;
}

test("a page's data carries the site's header and footer once, and an unknown address still shows them", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/jobs")).text();
  const payload = inlinedPayload(html);
  expect(payload.length).toBeGreaterThan(1000);
  // Next sends the root not-found (drawn in the same frame) with every page: it must refer to the
  // layout's header and footer, not repeat them.
  expect(payload.split('"$","footer"').length - 1).toBe(1);
  expect(payload.split('"$","header"').length - 1).toBe(1);

  const missing = await page.goto("/no-such-page-here");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByTestId("error-screen")).toHaveAttribute("data-status", "404");
  await expectAccessible(page);
});

test("the reservation form loads the API client when the visitor chooses a branch, not with the page", async ({
  page,
}) => {
  // axios's error codes: only its module holds this string.
  const clientScripts = scriptsHolding(page, "ERR_BAD_REQUEST");
  await page.goto("/reservation");
  await page.waitForLoadState("networkidle");
  expect(clientScripts).toEqual([]);

  const form = page.getByRole("main").locator("form");
  await page.getByRole("group", { name: "نوع خدمت" }).locator('input[type="radio"]').first().check({ force: true });
  const branch = form.getByLabel("شعبه", { exact: true });
  await branch.selectOption({ index: 1 });
  // The spaces of that branch come from the API: the client has loaded by now.
  await expect(form.getByLabel("فضا", { exact: true }).locator("option")).not.toHaveCount(1);
  expect(clientScripts.length).toBe(1);
  await expectAccessible(page);
});

test("the reservation form loads its checks and the captcha when the visitor starts on it, and its page stays under 200 KiB of script", async ({
  page,
}) => {
  // zod's base type: only its module holds this name.
  const zodScripts = scriptsHolding(page, "$ZodType");
  const bytes = await scriptBytesOf(page, "/reservation");
  expect(Math.round(bytes / KIB), "KiB of script on /reservation").toBeLessThanOrEqual(200);
  expect(zodScripts).toEqual([]);
  const form = page.getByRole("main").locator("form");
  const captcha = form.getByRole("group", { name: "تأیید امنیتی" });
  await expect(captcha.getByText("«من ربات نیستم» با شروع پر کردن فرم آماده می‌شود.")).toBeVisible();
  expect(await page.evaluate(() => customElements.get("altcha-widget") === undefined)).toBe(true);

  // A name too short, then on: the message comes from the shared schema, loaded by now.
  const name = form.getByLabel("نام و نام خانوادگی");
  await name.fill("ع");
  await name.press("Tab");
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription(/باید بین/);
  await expect.poll(() => zodScripts.length).toBe(1);
  await expect(captcha.getByRole("checkbox", { name: "من ربات نیستم" })).toBeVisible();
  await expect(name).toHaveValue("ع");
  await expectAccessible(page);
});

test("a page paints before it fetches its scripts, then hydrates: links navigate in place, the sign-in opens", async ({
  page,
}) => {
  for (const path of ["/", "/reservation"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter(
          (entry) =>
            (entry as PerformanceResourceTiming).initiatorType === "script" &&
            entry.name.includes("/_next/static/chunks/"),
        )
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    }));
    expect(timing.firstContentfulPaint, path).toBeGreaterThan(0);
    expect(timing.scripts.length, path).toBeGreaterThan(3);
    for (const script of timing.scripts)
      expect(script.startTime, `${script.name} on ${path}`).toBeGreaterThanOrEqual(timing.firstContentfulPaint!);
  }
  // Hydrated: a link changes the page without reloading it, and the header's sign-in works.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.getByRole("banner").locator('a[href="/"]').first().click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.locator("#main h1")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  await page.getByRole("link", { name: "ورود | ثبت‌نام" }).click();
  await expect(page.getByRole("dialog", { name: "ورود به آوینوکس" }).getByLabel("شماره موبایل")).toBeVisible();
});

test("every script a page loads by tag carries V8's compile hint (npm run build)", async ({ request }) => {
  test.skip(test.info().project.name !== "desktop", "the files do not depend on the viewport");
  const manifest = JSON.parse(fs.readFileSync(".next/build-manifest.json", "utf8")) as {
    rootMainFiles: string[];
    polyfillFiles: string[];
  };
  expect(manifest.rootMainFiles.length).toBeGreaterThan(0);
  for (const route of ["/", "/events", "/reservation", "/track"]) {
    const html = await (await request.get(route)).text();
    for (const file of manifest.rootMainFiles)
      expect(html.includes(`/_next/${file}`), `${file} is loaded by ${route}`).toBe(true);
    // The noModule polyfills never run in a browser that reads the hint.
    const tagged = scriptsAfterPaintOf(html);
    expect(tagged.length, route).toBeGreaterThan(manifest.rootMainFiles.length);
    for (const script of tagged) {
      if (manifest.polyfillFiles.some((file) => script.endsWith(file))) continue;
      const source = await (await request.get(script)).text();
      expect(source.split("\n", 1)[0], `${script} on ${route}`).toBe("//# allFunctionsCalledOnLoad");
    }
  }
});

test("an anonymous page view asks the API nothing; the sign-in button loads the modal when used", async ({ page }) => {
  const apiCalls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) apiCalls.push(url.pathname);
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(apiCalls, "API calls of an anonymous page view").toEqual([]);

  await page.getByRole("link", { name: "ورود | ثبت‌نام" }).click();
  const dialog = page.getByRole("dialog", { name: "ورود به آوینوکس" });
  await expect(dialog.getByLabel("شماره موبایل")).toBeVisible();
  expect(
    apiCalls.filter((path) => path === "/api/v1/security/me"),
    "a session check for someone not signed in",
  ).toEqual([]);
  await expectAccessible(page);
});

const carouselOf = (page: Page) =>
  page.getByRole("region", { name: "رویدادهای پیش رو" }).and(page.locator("[aria-roledescription]"));

/** The slides wholly inside the carousel's visible track. */
async function slidesInView(page: Page): Promise<number> {
  return carouselOf(page)
    .locator("[data-carousel-track]")
    .evaluate((track) => {
      const box = track.getBoundingClientRect();
      return [...track.children].filter((slide) => {
        const rect = slide.getBoundingClientRect();
        return rect.left >= box.left - 1 && rect.right <= box.right + 1;
      }).length;
    });
}

/** Which slide stands at the track's start edge (the right one: the site is right to left). */
async function firstInView(page: Page): Promise<string | null> {
  return carouselOf(page)
    .locator("[data-carousel-track]")
    .evaluate((track) => {
      const box = track.getBoundingClientRect();
      const first = [...track.children].find((slide) => Math.abs(slide.getBoundingClientRect().right - box.right) < 2);
      return first?.getAttribute("aria-label") ?? null;
    });
}

test("the home carousel shows its cards before any script, 1 on a phone and 3 on a desktop", async ({
  browser,
  isMobile,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    ...(isMobile ? { viewport: { width: 390, height: 844 } } : { viewport: { width: 1280, height: 800 } }),
  });
  const page = await context.newPage();
  await page.goto("/");
  const carousel = carouselOf(page);
  await expect(carousel).toHaveAttribute("aria-roledescription", "کاروسل");
  const total = await carousel.getByRole("group").count();
  await expect(carousel.getByRole("group", { name: `۱ از ${toPersian(String(total))}` })).toBeVisible();
  expect(await slidesInView(page)).toBe(isMobile ? 1 : 3);
  await context.close();
});

test("the home carousel: 2 cards from 768 px, buttons and arrow keys move one card, the ends are marked", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "widths are set on the desktop project");
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto("/");
  const carousel = carouselOf(page);
  const previous = carousel.getByRole("button", { name: "اسلاید قبلی" });
  const next = carousel.getByRole("button", { name: "اسلاید بعدی" });
  await carousel.scrollIntoViewIfNeeded();
  expect(await slidesInView(page)).toBe(2);
  await expect(previous).toBeDisabled();
  const total = await carousel.getByRole("group").count();
  expect(total).toBeGreaterThan(2);

  await next.click();
  await expect.poll(() => firstInView(page)).toBe(`۲ از ${toPersian(String(total))}`);
  await expect(previous).toBeEnabled();

  // Arrow keys wherever focus is in the carousel: left brings the next card in (right to left).
  await carousel.getByRole("group").nth(1).getByRole("link").focus();
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => firstInView(page)).toBe(`۳ از ${toPersian(String(total))}`);
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => firstInView(page)).toBe(`۲ از ${toPersian(String(total))}`);

  for (let i = 2; i < total - 1; i++) await next.click();
  await expect(next).toBeDisabled();
  await expect.poll(() => firstInView(page)).toBe(`${toPersian(String(total - 1))} از ${toPersian(String(total))}`);
  await expectAccessible(page);
});

test("the carousel moves one card a press on a phone too", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the phone's one card per view");
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const carousel = carouselOf(page);
  await carousel.scrollIntoViewIfNeeded();
  const total = await carousel.getByRole("group").count();
  await carousel.getByRole("button", { name: "اسلاید بعدی" }).click();
  await expect.poll(() => firstInView(page)).toBe(`۲ از ${toPersian(String(total))}`);
  expect(await slidesInView(page)).toBe(1);
});

test("an event's registration form loads its code when the visitor starts on it and keeps what they typed", async ({
  page,
}) => {
  const event = await firstEntry(page, "/events", /^\/events\/[^/?]+$/);
  await page.goto(event);
  await page.waitForLoadState("networkidle");

  // From here on the browser's script requests wait until the test lets them through.
  const held: Route[] = [];
  let holding = true;
  await page.route("**/_next/static/chunks/*.js", (route) => (holding ? held.push(route) : route.continue()));
  const section = page.locator("#register");
  const form = section.locator("form");
  await expect(section.getByRole("heading", { name: "ثبت‌نام در رویداد" })).toBeVisible();
  await expect(section.getByRole("group", { name: "تأیید امنیتی" })).toHaveCount(0);
  expect(held.length, "form code fetched before the visitor did anything").toBe(0);

  // Typing straight away: the plain form takes it while the real one is on its way.
  await form.getByLabel("نام و نام خانوادگی").fill("سارا رضایی");
  await form.getByLabel("شماره موبایل").fill("۰۹۱۲");
  await expect.poll(() => held.length, "form code asked for once the visitor started").toBeGreaterThan(0);
  holding = false;
  for (const route of held.splice(0)) await route.continue();

  // The real form: the captcha of anonymous senders, the typed values, the field in focus.
  await expect(section.getByRole("group", { name: "تأیید امنیتی" })).toBeVisible();
  await expect(form.getByLabel("نام و نام خانوادگی")).toHaveValue("سارا رضایی");
  await expect(form.getByLabel("شماره موبایل")).toHaveValue("۰۹۱۲");
  await expect(form.getByLabel("شماره موبایل")).toBeFocused();

  // It checks before it sends: an incomplete mobile number gets the Persian message.
  await form.getByRole("button", { name: "ثبت‌نام در رویداد" }).click();
  await expect(form.getByText(/شماره موبایل/).and(form.getByRole("alert"))).toBeVisible();
  await expectAccessible(page);
});
