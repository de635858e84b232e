// SPEC §9's network manners in the browser: the site's links prefetch their pages only once the
// browser has been idle after they appear, and never on a 2G connection or with data saver on.
// The test holds the site's idle callbacks (asked with the 2 s timeout) until it lets the browser
// be idle, so "before" and "after" are moments the test chooses, not guesses about timing.
import { expect, test, type Page } from "./test";
import { expectAccessible } from "./support";

type IdleHold = { held: () => number; release: () => void };

function holdSiteIdleCallbacks(page: Page) {
  return page.addInitScript(() => {
    const held = new Map<number, IdleRequestCallback>();
    let next = -1;
    const request = window.requestIdleCallback.bind(window);
    const cancel = window.cancelIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) => {
      if (options?.timeout !== 2000) return request(callback, options);
      held.set(next, callback);
      return next--;
    };
    window.cancelIdleCallback = (id) => (held.delete(id) ? undefined : cancel(id));
    (window as unknown as { idleHold: IdleHold }).idleHold = {
      held: () => held.size,
      release: () => {
        const callbacks = [...held.values()];
        held.clear();
        for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
      },
    };
  });
}

/** The router's prefetches (RSC requests marked `Next-Router-Prefetch`) this page has made. */
function recordPrefetches(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["next-router-prefetch"]) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** Opens a list page full of links and waits until its links wait for the idle moment. */
async function openListPage(page: Page) {
  const response = await page.goto("/businesses");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "کسب‌وکارها" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { idleHold: IdleHold }).idleHold.held()))
    .toBeGreaterThan(0);
}

const letBrowserBeIdle = (page: Page) =>
  page.evaluate(() => (window as unknown as { idleHold: IdleHold }).idleHold.release());

/** Ten frames: React has rendered and the router's IntersectionObserver (it reports once a frame)
 *  has had every chance to schedule a prefetch for what just happened. */
const afterTenFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const step = (left: number) =>
          left === 0 ? setTimeout(resolve, 0) : requestAnimationFrame(() => step(left - 1));
        step(10);
      }),
  );

test("links prefetch their pages only after the browser has been idle", async ({ page }) => {
  await holdSiteIdleCallbacks(page);
  const prefetches = recordPrefetches(page);
  await openListPage(page);
  // Loaded, hydrated and quiet: next/link on its own would have prefetched every visible link by now.
  expect(prefetches, "prefetches before the browser was idle").toEqual([]);

  await letBrowserBeIdle(page);
  // The same ten frames the tests below wait before they find nothing.
  await afterTenFrames(page);
  expect(prefetches.length, "prefetches once idle").toBeGreaterThan(0);
  // Links that appeared after that idle moment (cards hydrated a little later than the header) wait
  // for the next one, as the spec has it: each idle moment is let through until the cards' come.
  await expect
    .poll(
      async () => {
        if (prefetches.some((path) => path.startsWith("/businesses/"))) return true;
        await letBrowserBeIdle(page);
        await afterTenFrames(page);
        return prefetches.some((path) => path.startsWith("/businesses/"));
      },
      { message: "a business card was prefetched once the browser was idle", timeout: 10_000 },
    )
    .toBe(true);
  await expectAccessible(page);
});

test("on a 2G connection nothing is prefetched, not even a hovered link", async ({ page, context, isMobile }) => {
  await holdSiteIdleCallbacks(page);
  const prefetches = recordPrefetches(page);
  await openListPage(page);

  // Chromium's own network emulation at 2G speed: navigator.connection reports "2g" from the
  // round-trip time, as on a real phone.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 1500,
    downloadThroughput: (60 * 1024) / 8,
    uploadThroughput: (30 * 1024) / 8,
    connectionType: "cellular2g",
  });
  await expect
    .poll(() =>
      page.evaluate(
        () => (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType,
      ),
    )
    .toMatch(/2g/);

  await letBrowserBeIdle(page);
  const card = page.getByRole("article").first().getByRole("link");
  if (isMobile) await card.dispatchEvent("touchstart");
  else await card.hover();
  await afterTenFrames(page);
  expect(prefetches, "prefetches on 2G").toEqual([]);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expectAccessible(page);
});

test("with data saver on nothing is prefetched", async ({ page }) => {
  // navigator.connection.saveData is the same setting the Save-Data request header carries.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "connection", {
      configurable: true,
      get: () => ({ effectiveType: "4g", saveData: true }),
    });
  });
  await holdSiteIdleCallbacks(page);
  const prefetches = recordPrefetches(page);
  await openListPage(page);
  await letBrowserBeIdle(page);
  await page.getByRole("article").first().getByRole("link").hover();
  await afterTenFrames(page);
  expect(prefetches, "prefetches with data saver on").toEqual([]);
  await expectAccessible(page);
});
