// Playwright's API for the specs, with one change: a navigation that waits for the page's load
// event also waits until the page's scripts run. The site fetches them once the page has painted
// (entry/scripts-after-paint.mjs), which on this machine comes after `load`; before, `load`
// waited for them, and the specs count on a page that answers as a visitor's does a moment later.
import { test as base, type Page } from "@playwright/test";
import { LOADER_ID } from "../entry/scripts-after-paint.mjs";

export * from "@playwright/test";

/** Next's bootstrap sets window.next when it starts hydrating; a page without the loader has no scripts to wait for.
 *  Exported for a test that opened a page without waiting (`waitUntil: "domcontentloaded"`) and
 *  then wants the page as a visitor has it a moment later (before axe, say). */
export async function untilScriptsRun(page: Page): Promise<void> {
  await page.waitForFunction((loaderId) => !document.getElementById(loaderId) || "next" in window, LOADER_ID, {
    timeout: 15_000,
  });
}

type Navigation = "goto" | "reload" | "goBack" | "goForward";

function waitForScriptsOnNavigation(page: Page): void {
  for (const method of ["goto", "reload", "goBack", "goForward"] as Navigation[]) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === "object" && arg !== null);
        const waitUntil = options?.waitUntil ?? "load";
        if (response !== null && (waitUntil === "load" || waitUntil === "networkidle")) await untilScriptsRun(page);
        return response;
      },
    });
  }
}

export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, provide) => {
    // Pages without script (javaScriptEnabled: false) have nothing to wait for.
    if (javaScriptEnabled !== false) {
      for (const page of context.pages()) waitForScriptsOnNavigation(page);
      context.on("page", waitForScriptsOnNavigation);
    }
    await provide(context);
  },
});
