// Presents in the content desk (issue 14) as an editor uses them: from /admin/content to a new
// present, its description written in the rich-text field with a bold word, prices in toman with
// Persian digits (a price before the discount below the price refused in Persian), its last day a
// Jalali date; saved as a draft nobody outside sees (its slug made from the Persian title),
// previewed, published, and then on /presents and its own page; its slug changed, the old address
// answers 308 to the new one; taken off again, it is gone. A reviewer has no presents desk. axe-core
// runs on every desk page opened, and the Nu checker on the desk's pages.
import { expect, request as playwrightRequest, test, type APIRequestContext } from "./test";
import { E2E_BASE_URL, E2E_EDITOR_MOBILE, E2E_REVIEWER_MOBILE } from "./env";
import { nuErrors } from "./nu-checker";
import { signInStaff } from "./staff";
import { expectAccessible, expectNoHorizontalScroll, toggleFormat, toPersian } from "./support";

/** A visitor's look at the site, on a connection of its own. */
async function visit<T>(look: (request: APIRequestContext) => Promise<T>): Promise<T> {
  const visitor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    return await look(visitor);
  } finally {
    await visitor.dispose();
  }
}

test("an editor writes a present, publishes it, it shows on /presents, and a changed slug redirects", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = String(Date.now() % 1_000_000);
  const title = `بسته نوروزی ${toPersian(stamp)}`;
  const bold = "تخفیف نوروزی";
  const documents: Record<string, string> = {};
  const keepHtml = async (key: string) => void (documents[key] = await (await page.request.get(page.url())).text());

  await signInStaff(page, E2E_EDITOR_MOBILE);
  await page.goto("/admin/content");
  await expect(page.getByRole("list", { name: "پیشنهادها به تفکیک وضعیت" }).getByRole("link")).toHaveCount(4);
  await page.getByRole("link", { name: "پیشنهادها", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/presents$/);
  await expect(page.getByRole("heading", { level: 1, name: "پیشنهادها" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await keepHtml("list");

  await page.getByRole("link", { name: "پیشنهاد تازه" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/presents\/new$/);
  await keepHtml("new");
  const form = page.getByRole("form", { name: "پیشنهاد تازه" });
  await form.getByLabel("عنوان پیشنهاد").fill(title);
  await form.getByLabel("خلاصه پیشنهاد").fill("یک ماه میز اشتراکی در آوینوکس با تخفیف ویژه نوروز.");
  const description = form.getByRole("textbox", { name: "درباره پیشنهاد" });
  await description.click();
  await page.keyboard.type("یک ماه میز اشتراکی با ");
  const tools = form.getByRole("toolbar", { name: "قالب درباره پیشنهاد" });
  await toggleFormat(tools.getByRole("button", { name: "پررنگ" }), description, true);
  await page.keyboard.type(bold);
  await toggleFormat(tools.getByRole("button", { name: "پررنگ" }), description, false);
  await page.keyboard.type(" برای اعضای تازه.");
  await form.getByLabel("نوع پیشنهاد").selectOption({ label: "تخفیف" });
  await form.getByLabel("قیمت (تومان)", { exact: true }).fill("۱٬۵۰۰٬۰۰۰");
  await form.getByLabel("قیمت پیش از تخفیف (تومان)").fill("۱٬۰۰۰٬۰۰۰");
  await form.getByLabel("آنچه دریافت می‌کنید").fill("یک ماه میز اشتراکی\nاینترنت پرسرعت");
  await form.getByRole("button", { name: "ذخیره پیش‌نویس" }).click();
  await expect(form.getByText("قیمت پیش از تخفیف باید از قیمت پیشنهاد بیشتر باشد.")).toBeVisible();
  await form.getByLabel("قیمت پیش از تخفیف (تومان)").fill("۲٬۰۰۰٬۰۰۰");
  await expect(form.getByText("در سایت: ۲,۰۰۰,۰۰۰ تومان")).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await form.getByRole("button", { name: "ذخیره پیش‌نویس" }).click();

  // Its page in the desk: a draft with the slug made from its title; nobody outside sees it.
  await expect(page).toHaveURL(/\/admin\/content\/presents\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const slugField = page.getByLabel("نامک");
  const slug = `بسته-نوروزی-${stamp}`;
  await expect(slugField).toHaveValue(slug);
  const panel = page.getByRole("region", { name: "انتشار" });
  await expect(panel).toContainText("پیش‌نویس است و فقط در میز کار دیده می‌شود.");
  expect(await visit(async (request) => (await request.get(`/presents/${encodeURIComponent(slug)}`)).status())).toBe(
    404,
  );
  await expectAccessible(page);
  await keepHtml("edit");
  const editUrl = page.url();

  await panel.getByRole("link", { name: "پیش‌نمایش صفحه پیشنهاد" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("article", { name: "درباره این پیشنهاد" }).locator("strong")).toHaveText(bold);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectAccessible(page);
  await keepHtml("preview");
  await page.goto(editUrl);

  await panel.getByRole("button", { name: "انتشار همین حالا" }).click();
  await expect(panel.getByRole("link", { name: "صفحه پیشنهاد در سایت" })).toBeVisible();

  // The public list and the present's page.
  await page.goto("/presents");
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
  await page.goto(`/presents/${encodeURIComponent(slug)}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator("#about-title").locator("..").locator("strong")).toHaveText(bold);
  await expectAccessible(page);

  // A new slug: the old address answers 308 to it.
  await page.goto(editUrl);
  const newSlug = `nowruz-${stamp}`;
  await slugField.fill(newSlug);
  await page.getByRole("button", { name: "ذخیره تغییرها" }).click();
  await expect(panel.getByRole("region", { name: "نشانی‌های پیشین" })).toContainText(`/presents/${slug}`);
  const moved = await visit(async (request) => {
    const answer = await request.get(`/presents/${encodeURIComponent(slug)}`, { maxRedirects: 0 });
    return { status: answer.status(), location: answer.headers().location ?? "" };
  });
  expect(moved.status).toBe(308);
  expect(moved.location.endsWith(`/presents/${newSlug}`)).toBe(true);

  // Taken off the site: its page is gone.
  await panel.getByRole("button", { name: "برداشتن از سایت" }).click();
  await expect(panel).toContainText("پیش‌نویس است و فقط در میز کار دیده می‌شود.");
  await expect.poll(() => visit(async (request) => (await request.get(`/presents/${newSlug}`)).status())).toBe(404);

  expect(nuErrors(documents)).toEqual([]);
});

test("a reviewer has no presents desk: the Persian 403 screen, and the API refuses", async ({ page }) => {
  await signInStaff(page, E2E_REVIEWER_MOBILE);
  for (const path of [
    "/admin/content/presents",
    "/admin/content/presents/new",
    "/admin/content/presents/1",
    "/admin/content/presents/1/preview",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "شما دسترسی به این صفحه را ندارید" })).toBeVisible();
  }
  await expectAccessible(page);
  expect((await page.request.get("/api/v1/admin/content/presents")).status()).toBe(403);
  expect(
    (
      await page.request.post("/api/v1/admin/content/presents/1/unpublish", {
        headers: { "client-id": "web" },
        data: {},
      })
    ).status(),
  ).toBe(403);
});
