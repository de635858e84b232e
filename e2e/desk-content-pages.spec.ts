// Content pages in the content desk (issue 14) as an editor uses them: from /admin/content to a new
// page written in the rich-text field, saved as a draft nobody outside sees, previewed, published
// and then at /page/{slug}, in search and in the sitemap; its slug changed, the old address answers
// 308; its body edited and its first version restored (text and address), on the public page too;
// unpublished, it is gone. (A reviewer has no pages desk: desk-content-reviewer.spec.ts.) axe-core
// runs on every desk page opened, the W3C Nu checker on their HTML.
import { expect, test } from "./test";
import * as desk from "./desk-content-steps";
import { toPersian } from "./support";

/** The public page of a slug (its status, and whether its HTML holds `text`), and whether search and the sitemap know it. */
const seenAt = (slug: string, title: string, text: string) =>
  desk.visit(async (request) => {
    const page = await request.get(`/page/${encodeURIComponent(slug)}`, { maxRedirects: 0 });
    const html = await page.text();
    const sitemap = await (await request.get("/sitemap.xml")).text();
    return {
      page: page.status(),
      shows: html.includes(text),
      searched: await desk.searchFinds(request, title, "page", `/page/${slug}`),
      inSitemap: sitemap.includes(`/page/${slug}<`) || sitemap.includes(`/page/${encodeURIComponent(slug)}<`),
    };
  });

test("an editor writes a page, publishes it, moves its address, restores its first text and takes it off", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = String(Date.now() % 1_000_000);
  const title = `راهنمای آزمایشی اتاق جلسه ${toPersian(stamp)}`;
  const firstText = `اتاق جلسه را از پذیرش بگیرید و کلید را تا ساعت ۱۸ برگردانید (${toPersian(stamp)}).`;
  const laterText = "متنی تازه که بعداً پشیمان شدیم و نسخه نخست به جای آن برمی‌گردد.";

  const html = await desk.editorOnList(page, {
    title: "صفحه‌ها",
    path: "pages",
    heading: false,
    keepAs: "pages-list",
    check: () => desk.expectStateTabs(page),
  });

  const form = await desk.openNewForm(page, "pages", "صفحه تازه");
  await form.getByLabel("عنوان صفحه").fill(title);
  await form
    .getByLabel("خلاصه صفحه")
    .fill("چگونه اتاق جلسه آوینوکس را بگیرید و پس بدهید؛ صفحه‌ای برای آزمودن میز محتوا.");
  await form.getByRole("textbox", { name: "متن صفحه" }).fill(firstText);
  await desk.expectDeskPageFine(page, html, "page-new");

  // Its page in the desk: a draft, its slug made from the title; nobody outside sees it.
  const { editUrl, panel } = await desk.saveDraft(page, form, "pages", title);
  const slugField = page.getByLabel("نامک");
  const slug = await slugField.inputValue();
  expect(slug.startsWith("راهنمای-آزمایشی-اتاق-جلسه")).toBe(true);
  expect(await seenAt(slug, title, firstText)).toEqual({ page: 404, shows: false, searched: false, inSitemap: false });
  await html.keepAccessible("page-edit");

  await desk.checkPreview(page, { link: "پیش‌نمایش صفحه", heading: title, html, keepAs: "page-preview" }, () =>
    expect(page.getByRole("main")).toContainText(firstText),
  );
  await page.goto(editUrl);

  await desk.publishNow(panel, "صفحه در سایت");
  expect(await seenAt(slug, title, firstText)).toEqual({ page: 200, shows: true, searched: true, inSitemap: true });

  // A new slug: the old address answers 308 to it.
  const newSlug = `meeting-room-guide-${stamp}`;
  await desk.moveAddress(page, "/page", slug, newSlug);

  // The body rewritten, then the first version restored: its text and its address come back (the
  // newer address now leads there), on the public page too.
  const body = page.getByRole("textbox", { name: "متن صفحه" });
  await body.fill(laterText);
  await page.getByRole("button", { name: "ذخیره تغییرها" }).click();
  await expect(page.getByRole("list", { name: "نسخه‌های صفحه" }).getByRole("listitem")).toHaveCount(4);
  expect((await seenAt(newSlug, title, laterText)).shows).toBe(true);
  await page.getByRole("list", { name: "نسخه‌های صفحه" }).getByRole("button", { name: "بازگردانی نسخه ۱" }).click();
  await page.getByRole("dialog", { name: "بازگردانی نسخه" }).getByRole("button", { name: "بازگردانی" }).click();
  await expect(body).toContainText(firstText);
  await expect(slugField).toHaveValue(slug);
  await expect(page.getByRole("list", { name: "نسخه‌های صفحه" }).getByRole("listitem")).toHaveCount(5);
  expect(await seenAt(slug, title, firstText)).toEqual({ page: 200, shows: true, searched: true, inSitemap: true });
  expect(
    await desk.visit(async (request) => (await request.get(`/page/${newSlug}`, { maxRedirects: 0 })).status()),
  ).toBe(308);
  await desk.expectDeskPageFine(page);

  // Taken off the site: gone from its address, search and the sitemap.
  await desk.takeOffSite(page);
  expect(await seenAt(slug, title, firstText)).toEqual({ page: 404, shows: false, searched: false, inSitemap: false });

  html.expectValid();
});
