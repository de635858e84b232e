// Issue 11: the site's font reaches a visitor in one request of at most 60 KiB, announced by a
// preload so it starts with the HTML. (It used to be fetched twice: the preload and the CSS spelled
// the bracketed file name "Vazirmatn[wght]" differently.)
import { expect, test } from "./test";
import { expectAccessible } from "./support";

test("the home page loads its one font once, preloaded, and draws its Persian text with it", async ({ page }) => {
  const fonts: Promise<{ url: string; bytes: number }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "font")
      fonts.push(response.body().then((body) => ({ url: response.url(), bytes: body.length })));
  });

  await page.goto("/");
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState("networkidle");

  const loaded = await Promise.all(fonts);
  const preloads = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(loaded.map((font) => font.url)).toEqual(preloads);
  expect(loaded).toHaveLength(1);
  expect(loaded[0]!.bytes).toBeLessThanOrEqual(60 * 1024);

  // The headline's first font family is that font, and the browser has it loaded.
  const unquote = (name: string) => name.trim().replace(/^["']|["']$/g, "");
  const family = unquote(
    await page
      .getByRole("heading", { level: 1 })
      .evaluate((element) => getComputedStyle(element).fontFamily.split(",")[0]!),
  );
  const loadedFamilies = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family),
  );
  expect(loadedFamilies.map(unquote)).toContain(family);
  await expectAccessible(page);
});
