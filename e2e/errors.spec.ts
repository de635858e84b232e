// When a page's API cannot be reached, the page shows the Persian error screen of what happened
// (never a stack trace) with its 'صفحه اصلی' button, and answers with that very HTTP status: no
// answer at all is 503 ('پاسخی از سرور دریافت نشد.'), an answer that never comes is 504. The
// second test server sends its pages' API calls to a port nothing listens on, unless a test here
// listens there and never answers.
import net from "node:net";
import { expect, test, type Page } from "./test";
import { E2E_BROKEN_API_URL, E2E_SILENT_API_PORT } from "./env";
import { expectAccessible } from "./support";

// The screens are the same on both viewports; the layout is covered elsewhere.
test.beforeEach(({}, testInfo) =>
  test.skip(testInfo.project.name !== "desktop", "server behaviour, the same on every viewport"),
);

const NO_STACK = /\bat [\w.]+ \(|Error:|ECONNREFUSED|ETIMEDOUT|node_modules/;

async function expectErrorScreen(page: Page, heading: string, description?: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  if (description) await expect(page.getByTestId("error-screen")).toContainText(description);
  expect(NO_STACK.test(await page.locator("body").innerText())).toBe(false);
  await expect(page.getByRole("button", { name: "تلاش دوباره" })).toBeVisible();
}

test("a page whose API gives no answer answers 503 with the 503 screen, streamed or not", async ({ page }) => {
  // /events streams its loading state first (loading.tsx); /contact-us renders in one piece.
  for (const path of ["/events", "/contact-us"]) {
    const response = await page.goto(`${E2E_BROKEN_API_URL}${path}`);
    expect(response?.status(), path).toBe(503);
    await expectErrorScreen(page, "در حال حاضر سایت در دسترس نیست", "پاسخی از سرور دریافت نشد.");
  }
  await expectAccessible(page);
  await page.getByTestId("error-screen").getByRole("link", { name: "صفحه اصلی", exact: true }).click();
  await expect(page).toHaveURL(`${E2E_BROKEN_API_URL}/`);
});

test("a page whose API never answers answers 504 with the 504 screen", async ({ page }) => {
  // Accepts every connection and never says a word, until the test ends.
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const silent = net.createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(E2E_SILENT_API_PORT, "127.0.0.1", resolve));
  try {
    for (const path of ["/events", "/contact-us"]) {
      const response = await page.goto(`${E2E_BROKEN_API_URL}${path}`);
      expect(response?.status(), path).toBe(504);
      // SPEC §8: the 504 message is the 400 one.
      await expectErrorScreen(page, "درخواست شما با مشکل مواجه شده است");
    }
    expect(connections, "the pages called the silent API").toBeGreaterThan(0);
    await expectAccessible(page);
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  }
});
