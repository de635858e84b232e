// Businesses in the content desk (issue 14) as an editor uses them: from /admin/content to a new
// business (its description in the rich-text field, its founded year in Persian digits), saved as a
// draft nobody outside sees, previewed, published and then on /businesses, at /businesses/{slug}
// and in search; its slug changed, the old address answers 308; unpublished, it is gone. (A
// reviewer has no businesses desk: desk-content-reviewer.spec.ts.) axe-core runs on every desk page
// opened, the W3C Nu checker on their HTML.
import { expect, test } from "./test";
import * as desk from "./desk-content-steps";
import { toPersian } from "./support";

/** The business's page (its status), whether /businesses links to it when searched by name, and whether search knows it. */
const seenAt = (slug: string, name: string) =>
  desk.visit(async (request) => {
    const page = await request.get(`/businesses/${encodeURIComponent(slug)}`, { maxRedirects: 0 });
    const list = await (await request.get(`/businesses?q=${encodeURIComponent(name)}`)).text();
    return {
      page: page.status(),
      // A link to its page (the list echoes the query itself, so the name alone proves nothing).
      listed:
        list.includes(`href="/businesses/${slug}"`) || list.includes(`href="/businesses/${encodeURIComponent(slug)}"`),
      searched: await desk.searchFinds(request, name, "business", `/businesses/${slug}`),
    };
  });

test("an editor adds a business, publishes it on /businesses, moves its address and takes it off", async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = String(Date.now() % 1_000_000);
  const name = `پسته‌یار آزمایشی ${toPersian(stamp)}`;
  const about = `پسته کشاورزان رفسنجان را با ۳ درجه کیفیت بسته‌بندی می‌کنیم (${toPersian(stamp)}).`;

  const html = await desk.editorOnList(page, {
    title: "کسب‌وکارها",
    path: "businesses",
    heading: false,
    keepAs: "businesses-list",
    check: () => desk.expectStateTabs(page),
  });

  const form = await desk.openNewForm(page, "businesses", "کسب‌وکار تازه");
  await form.getByLabel("نام کسب‌وکار").fill(name);
  await form.getByLabel("معرفی کوتاه").fill("پسته رفسنجان، از باغ تا بازار");
  await form.getByRole("textbox", { name: "درباره کسب‌وکار" }).fill(about);
  await form.getByLabel("حوزه فعالیت").fill("کشاورزی");
  await form.getByLabel("مرحله رشد").selectOption("mvp");
  await form.getByLabel("سال شروع").fill("۱۴۰۱");
  await form.getByLabel("وب‌سایت").fill("https://pestehyar-test.ir");
  // A figure and a team member (without a photo: the drawn face), shown on its page.
  await form.getByRole("button", { name: "افزودن عدد" }).click();
  await form.getByLabel("عنوان عدد").fill("کاربر فعال");
  await form.getByLabel("عدد", { exact: true }).fill("۱۲۰۰");
  await form.getByRole("button", { name: "افزودن عضو" }).click();
  await form.getByLabel("نام عضو").fill("سارا کریمی");
  await form.getByLabel("نقش عضو").fill("هم‌بنیان‌گذار");
  await desk.expectDeskPageFine(page, html, "business-new");

  // Its page in the desk: a draft, its slug made from the name; nobody outside sees it.
  const { editUrl, panel } = await desk.saveDraft(page, form, "businesses", name);
  const slug = await page.getByLabel("نامک").inputValue();
  expect(slug.startsWith("پسته-یار-آزمایشی")).toBe(true);
  await expect(page.getByLabel("سال شروع")).toHaveValue("۱۴۰۱");
  expect(await seenAt(slug, name)).toEqual({ page: 404, listed: false, searched: false });
  await html.keepAccessible("business-edit");

  await desk.checkPreview(
    page,
    { link: "پیش‌نمایش صفحه کسب‌وکار", heading: name, html, keepAs: "business-preview" },
    async () => {
      await expect(page.getByRole("main")).toContainText(about);
      await expect(page.getByRole("region", { name: "در یک نگاه" })).toContainText("کاربر فعال");
      await expect(page.getByRole("region", { name: `تیم ${name}` })).toContainText("سارا کریمی");
    },
  );
  await page.goto(editUrl);

  await desk.publishNow(panel, "صفحه کسب‌وکار در سایت");
  await expect.poll(() => seenAt(slug, name)).toEqual({ page: 200, listed: true, searched: true });
  await page.goto("/businesses");
  await expect(
    page
      .getByRole("main")
      .getByRole("link", { name: new RegExp(name) })
      .first(),
  ).toBeVisible();
  await page.goto(editUrl);

  // A new slug: the old address answers 308 to it.
  const newSlug = `pestehyar-${stamp}`;
  await desk.moveAddress(page, "/businesses", slug, newSlug);
  await desk.expectDeskPageFine(page);

  // Taken off the site: gone from its address, the list and search.
  await desk.takeOffSite(page);
  await expect.poll(() => seenAt(newSlug, name)).toEqual({ page: 404, listed: false, searched: false });

  html.expectValid();
});
