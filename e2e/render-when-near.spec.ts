// Content below the first screen (the footer, the home page's later sections, a list's cards, the
// workspaces' spaces) is laid out only when the visitor scrolls near it (styles/globals.css,
// render-when-near; issue 11). What the visitor must not notice: the page does not jump while they
// scroll through it, it never scrolls sideways, and what was held back is there when they get to it.
import { expect, test, type Page } from "./test";
import { expectNoHorizontalScroll } from "./support";

test.beforeEach(({}, testInfo) =>
  test.skip(testInfo.project.name !== "phone", "the phone's long pages are where it counts"),
);

const PAGES = ["/", "/events", "/jobs", "/workspaces", "/workspaces?sort=price"];

/** Layout shifts from now on, as the CLS metric counts them (not those right after input). */
function recordShifts(page: Page) {
  return page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** Whether the footer's last link is rendered (false while the footer waits off screen). */
function footerRendered(page: Page): Promise<boolean> {
  return page
    .locator("footer a")
    .last()
    .evaluate((link) => link.checkVisibility({ contentVisibilityAuto: true }));
}

for (const path of PAGES) {
  test(`${path}: what waits below the first screen is there when scrolled to, without a jump`, async ({ page }) => {
    await recordShifts(page);
    await page.goto(path, { waitUntil: "load" });
    expect(await footerRendered(page), "the footer waits until it is scrolled near").toBe(false);
    await expectNoHorizontalScroll(page);

    // Down the page a screen at a time, as a visitor's thumb goes, to the end.
    for (let step = 0; step < 60; step++) {
      const atEnd = await page.evaluate(async () => {
        window.scrollBy(0, Math.round(window.innerHeight * 0.8));
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      });
      await expectNoHorizontalScroll(page);
      if (atEnd) break;
    }
    await expect(page.locator("footer a").last()).toBeInViewport();
    expect(await footerRendered(page)).toBe(true);
    const shifted = await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shifted, "layout shift while scrolling the page through").toBeLessThanOrEqual(0.05);
  });
}
