// Presents in the content desk (issue 14) as an editor uses them: from /admin/content to a new
// present, its description written in the rich-text field with a bold word, prices in toman with
// Persian digits (a price before the discount below the price refused in Persian), its last day a
// Jalali date; saved as a draft nobody outside sees (its slug made from the Persian title),
// previewed, published, and then on /presents and its own page; its slug changed, the old address
// answers 308 to the new one; taken off again, it is gone. (A reviewer has no presents desk:
// desk-content-reviewer.spec.ts.) axe-core runs on every desk page opened, and the Nu checker on
// the desk's pages.
import { expect, test } from "./test";
import * as desk from "./desk-content-steps";
import { toPersian } from "./support";

test("an editor writes a present, publishes it, it shows on /presents, and a changed slug redirects", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = String(Date.now() % 1_000_000);
  const title = `بسته نوروزی ${toPersian(stamp)}`;
  const bold = "تخفیف نوروزی";

  const html = await desk.editorOnList(page, { title: "پیشنهادها", path: "presents", keepAs: "list" });

  const form = await desk.openNewForm(page, "presents", "پیشنهاد تازه");
  await html.keep("new");
  await form.getByLabel("عنوان پیشنهاد").fill(title);
  await form.getByLabel("خلاصه پیشنهاد").fill("یک ماه میز اشتراکی در آوینوکس با تخفیف ویژه نوروز.");
  await desk.typeWithBold(page, form, "درباره پیشنهاد", ["یک ماه میز اشتراکی با ", bold, " برای اعضای تازه."]);
  await form.getByLabel("نوع پیشنهاد").selectOption({ label: "تخفیف" });
  await form.getByLabel("قیمت (تومان)", { exact: true }).fill("۱٬۵۰۰٬۰۰۰");
  await form.getByLabel("قیمت پیش از تخفیف (تومان)").fill("۱٬۰۰۰٬۰۰۰");
  await form.getByLabel("آنچه دریافت می‌کنید").fill("یک ماه میز اشتراکی\nاینترنت پرسرعت");
  await form.getByRole("button", { name: "ذخیره پیش‌نویس" }).click();
  await expect(form.getByText("قیمت پیش از تخفیف باید از قیمت پیشنهاد بیشتر باشد.")).toBeVisible();
  await form.getByLabel("قیمت پیش از تخفیف (تومان)").fill("۲٬۰۰۰٬۰۰۰");
  await expect(form.getByText("در سایت: ۲,۰۰۰,۰۰۰ تومان")).toBeVisible();
  await desk.expectDeskPageFine(page);

  // Its page in the desk: a draft with the slug made from its title; nobody outside sees it.
  const { editUrl, panel } = await desk.saveDraft(page, form, "presents", title);
  const slug = `بسته-نوروزی-${stamp}`;
  await expect(page.getByLabel("نامک")).toHaveValue(slug);
  expect(
    await desk.visit(async (request) => (await request.get(`/presents/${encodeURIComponent(slug)}`)).status()),
  ).toBe(404);
  await html.keepAccessible("edit");

  await desk.checkPreview(page, { link: "پیش‌نمایش صفحه پیشنهاد", heading: title, html, keepAs: "preview" }, () =>
    expect(page.getByRole("article", { name: "درباره این پیشنهاد" }).locator("strong")).toHaveText(bold),
  );
  await page.goto(editUrl);

  await desk.publishNow(panel, "صفحه پیشنهاد در سایت");

  // The public list and the present's page.
  await desk.expectOnSite(page, { list: "/presents", path: `/presents/${encodeURIComponent(slug)}`, title, bold });

  // A new slug: the old address answers 308 to it.
  await page.goto(editUrl);
  const newSlug = `nowruz-${stamp}`;
  await desk.moveAddress(page, "/presents", slug, newSlug);

  // Taken off the site: its page is gone.
  await desk.takeOffSite(page);
  await expect
    .poll(() => desk.visit(async (request) => (await request.get(`/presents/${newSlug}`)).status()))
    .toBe(404);

  html.expectValid();
});
