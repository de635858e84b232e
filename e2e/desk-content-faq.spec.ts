// FAQ questions in the content desk (issue 14) as an editor uses them: from /admin/content to a new
// question in a category, its answer written in the rich-text field with a bold word and a list,
// saved as a draft nobody outside sees, previewed, published, and then on /faq and its own page
// rendered as rich text (the bold word in <strong>, the list as a list), in the FAQ's search; taken
// off again, it is gone. The categories page is reachable from the list. A reviewer has no FAQ
// desk. axe-core runs on every desk page opened.
import { expect, request as playwrightRequest, test, type APIRequestContext } from "./test";
import { E2E_BASE_URL, E2E_EDITOR_MOBILE, E2E_REVIEWER_MOBILE } from "./env";
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

test("an editor writes a question with a bold word and a list, publishes it and it shows on the FAQ as rich text", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = toPersian(String(Date.now() % 1_000_000));
  const question = `آیا اتاق جلسه پروژکتور دارد؟ (${stamp})`;
  const bold = "پروژکتور";

  await signInStaff(page, E2E_EDITOR_MOBILE);
  await page.goto("/admin/content");
  await expect(page.getByRole("list", { name: "پرسش‌های متداول به تفکیک وضعیت" }).getByRole("link")).toHaveCount(4);
  await page.getByRole("link", { name: "پرسش‌های متداول", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/faq$/);
  await expect(page.getByRole("heading", { level: 1, name: "پرسش‌های متداول" })).toBeVisible();
  await expect(page.getByLabel("دسته", { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  await page.getByRole("link", { name: "پرسش تازه" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/faq\/new$/);
  const form = page.getByRole("form", { name: "پرسش تازه" });
  await form.getByLabel("دسته پرسش").selectOption({ label: "رزرو و فضای کار" });
  await form.getByLabel("پرسش", { exact: true }).fill(question);
  const answer = form.getByRole("textbox", { name: "پاسخ" });
  await answer.click();
  await page.keyboard.type("بله، هر اتاق جلسه یک ");
  const tools = form.getByRole("toolbar", { name: "قالب پاسخ" });
  await toggleFormat(tools.getByRole("button", { name: "پررنگ" }), answer, true);
  await page.keyboard.type(bold);
  await toggleFormat(tools.getByRole("button", { name: "پررنگ" }), answer, false);
  await page.keyboard.type(" و تخته سفید دارد.");
  await page.keyboard.press("Enter");
  await toggleFormat(tools.getByRole("button", { name: "فهرست نقطه‌ای" }), answer, true);
  await page.keyboard.type("کابل HDMI در پذیرش");
  await page.keyboard.press("Enter");
  await page.keyboard.type("اسپیکر برای ۸ نفر");
  await form.getByLabel("ترتیب نمایش").fill("۹۹");
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await form.getByRole("button", { name: "ذخیره پیش‌نویس" }).click();

  // Its page in the desk: a draft; nobody outside sees it.
  await expect(page).toHaveURL(/\/admin\/content\/faq\/\d+$/);
  const id = Number(page.url().split("/").pop());
  await expect(page.getByRole("heading", { level: 1, name: question })).toBeVisible();
  const panel = page.getByRole("region", { name: "انتشار" });
  await expect(panel).toContainText("پیش‌نویس است و فقط در میز کار دیده می‌شود.");
  await expect(page.getByLabel("ترتیب نمایش")).toHaveValue("۹۹");
  expect(await visit(async (request) => (await request.get(`/api/v1/faq/view?id=${id}`)).status())).toBe(404);
  await expectAccessible(page);

  await panel.getByRole("link", { name: "پیش‌نمایش پرسش" }).click();
  await expect(page.getByRole("heading", { level: 1, name: question })).toBeVisible();
  await expect(page.getByRole("article", { name: "پاسخ" }).locator("strong")).toHaveText(bold);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectAccessible(page);
  await page.goBack();

  await panel.getByRole("button", { name: "انتشار همین حالا" }).click();
  const onSite = panel.getByRole("link", { name: "پرسش در سایت" });
  await expect(onSite).toBeVisible();
  const itemPath = (await onSite.getAttribute("href")) ?? "";
  expect(itemPath).toMatch(new RegExp(`^/faq/item/\\d+/${id}$`));

  // The public FAQ: the question in its category, its answer rich text.
  await page.goto("/faq");
  const disclosure = page.locator("details", { has: page.locator("summary", { hasText: question }) });
  await disclosure.locator("summary").click();
  await expect(disclosure.locator("strong")).toHaveText(bold);
  await expect(disclosure.getByRole("listitem")).toHaveText(["کابل HDMI در پذیرش", "اسپیکر برای ۸ نفر"]);
  await page.goto(itemPath);
  await expect(page.getByRole("heading", { level: 1, name: question })).toBeVisible();
  const article = page.getByRole("article");
  await expect(article.locator("strong")).toHaveText(bold);
  await expect(article.getByRole("listitem")).toHaveText(["کابل HDMI در پذیرش", "اسپیکر برای ۸ نفر"]);
  await expect(article).not.toContainText("**");
  await expectAccessible(page);
  const searched = await visit(
    async (request) =>
      (await (await request.get(`/api/v1/faq/items?q=${encodeURIComponent(stamp)}`)).json()) as Array<{ id: number }>,
  );
  expect(searched.map((item) => item.id)).toContain(id);

  // Taken off the site: its page is gone.
  await page.goto(`/admin/content/faq/${id}`);
  await panel.getByRole("button", { name: "برداشتن از سایت" }).click();
  await expect(panel).toContainText("پیش‌نویس است و فقط در میز کار دیده می‌شود.");
  expect(await visit(async (request) => (await request.get(itemPath)).status())).toBe(404);

  // The categories, from the list.
  await page.goto("/admin/content/faq");
  await page.getByRole("link", { name: /^دسته‌ها/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "دسته‌های پرسش‌ها" })).toBeVisible();
  await expect(page.getByRole("form", { name: "ویرایش دسته رزرو و فضای کار" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});

test("a reviewer has no FAQ desk: the Persian 403 screen, and the API refuses", async ({ page }) => {
  await signInStaff(page, E2E_REVIEWER_MOBILE);
  for (const path of [
    "/admin/content/faq",
    "/admin/content/faq/new",
    "/admin/content/faq/1",
    "/admin/content/faq/categories",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "شما دسترسی به این صفحه را ندارید" })).toBeVisible();
  }
  await expectAccessible(page);
  expect((await page.request.get("/api/v1/admin/content/faq")).status()).toBe(403);
  expect(
    (
      await page.request.post("/api/v1/admin/content/faq/1/unpublish", { headers: { "client-id": "web" }, data: {} })
    ).status(),
  ).toBe(403);
});
