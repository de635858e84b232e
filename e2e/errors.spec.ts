// When the API cannot be reached, pages show the Persian 500 screen (never a stack trace) with its
// 'صفحه اصلی' button; the second test server is started with API_INTERNAL_URL on a dead port.
import { expect, test } from "@playwright/test";
import { E2E_BROKEN_API_URL } from "./env";
import { expectAccessible } from "./support";

test("a page whose data cannot be loaded shows the 500 screen, not a stack trace", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the screen is the same on both viewports; the layout is covered elsewhere");
  const response = await page.goto(`${E2E_BROKEN_API_URL}/events`);
  expect(response?.status()).toBeGreaterThanOrEqual(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("مشکلی در سرور به وجود آمده است");
  const text = await page.locator("body").innerText();
  expect(text).not.toMatch(/\bat [\w.]+ \(|Error:|ECONNREFUSED|node_modules/);
  await expect(page.getByRole("button", { name: "تلاش دوباره" })).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId("error-screen").getByRole("link", { name: "صفحه اصلی", exact: true }).click();
  await expect(page).toHaveURL(`${E2E_BROKEN_API_URL}/`);
});
