// FAQ questions in the content desk (issue 14) as an editor uses them: from /admin/content to a new
// question in a category, its answer written in the rich-text field with a bold word and a list,
// saved as a draft nobody outside sees, previewed, published, and then on /faq and its own page
// rendered as rich text (the bold word in <strong>, the list as a list), in the FAQ's search; taken
// off again, it is gone. The categories page is reachable from the list. (A reviewer has no FAQ
// desk: desk-content-reviewer.spec.ts.) axe-core runs on every desk page opened.
import { expect, test } from "./test";
import * as desk from "./desk-content-steps";
import { expectAccessible, toggleFormat, toPersian } from "./support";

test("an editor writes a question with a bold word and a list, publishes it and it shows on the FAQ as rich text", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = toPersian(String(Date.now() % 1_000_000));
  const question = `آیا اتاق جلسه پروژکتور دارد؟ (${stamp})`;
  const bold = "پروژکتور";

  await desk.editorOnList(page, {
    title: "پرسش‌های متداول",
    path: "faq",
    check: () => expect(page.getByLabel("دسته", { exact: true })).toBeVisible(),
  });

  const form = await desk.openNewForm(page, "faq", "پرسش تازه");
  await form.getByLabel("دسته پرسش").selectOption({ label: "رزرو و فضای کار" });
  await form.getByLabel("پرسش", { exact: true }).fill(question);
  const answer = await desk.typeWithBold(page, form, "پاسخ", ["بله، هر اتاق جلسه یک ", bold, " و تخته سفید دارد."]);
  await page.keyboard.press("Enter");
  const tools = form.getByRole("toolbar", { name: "قالب پاسخ" });
  await toggleFormat(tools.getByRole("button", { name: "فهرست نقطه‌ای" }), answer, true);
  await page.keyboard.type("کابل HDMI در پذیرش");
  await page.keyboard.press("Enter");
  await page.keyboard.type("اسپیکر برای ۸ نفر");
  await form.getByLabel("ترتیب نمایش").fill("۹۹");
  await desk.expectDeskPageFine(page);

  // Its page in the desk: a draft; nobody outside sees it.
  const { id, panel } = await desk.saveDraft(page, form, "faq", question);
  await expect(page.getByLabel("ترتیب نمایش")).toHaveValue("۹۹");
  expect(await desk.visit(async (request) => (await request.get(`/api/v1/faq/view?id=${id}`)).status())).toBe(404);
  await expectAccessible(page);

  await desk.checkPreview(page, { link: "پیش‌نمایش پرسش", heading: question }, () =>
    expect(page.getByRole("article", { name: "پاسخ" }).locator("strong")).toHaveText(bold),
  );
  await page.goBack();

  const onSite = await desk.publishNow(panel, "پرسش در سایت");
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
  const searched = await desk.visit(
    async (request) =>
      (await (await request.get(`/api/v1/faq/items?q=${encodeURIComponent(stamp)}`)).json()) as Array<{ id: number }>,
  );
  expect(searched.map((item) => item.id)).toContain(id);

  // Taken off the site: its page is gone.
  await desk.takeOffSite(page, `/admin/content/faq/${id}`);
  expect(await desk.visit(async (request) => (await request.get(itemPath)).status())).toBe(404);

  // The categories, from the list.
  await page.goto("/admin/content/faq");
  await page.getByRole("link", { name: /^دسته‌ها/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "دسته‌های پرسش‌ها" })).toBeVisible();
  await expect(page.getByRole("form", { name: "ویرایش دسته رزرو و فضای کار" })).toBeVisible();
  await desk.expectDeskPageFine(page);
});
