// Freelancers in the content desk (issue 14) as an editor uses them: from /admin/content to a new
// freelancer in a category, the bio written in the rich-text field, the skills one a line, the
// hourly rate in toman with Persian digits, a social link by its handle; saved as a draft nobody
// outside sees, previewed, published, and then on /freelancers and its own page (the rate in toman,
// the link as the network's address); taken off again, it is gone. (A reviewer has no freelancers
// desk: desk-content-reviewer.spec.ts.) axe-core runs on every desk page opened, the W3C Nu checker
// on their HTML.
import { expect, test } from "./test";
import * as desk from "./desk-content-steps";
import { expectAccessible, fillByLabel, toPersian } from "./support";

/** Where the public meets the freelancer: its page (status) and a link to it on /freelancers. */
const seenAt = (id: number) =>
  desk.visit(async (request) => {
    const page = await request.get(`/freelancers/${id}`);
    const list = await (await request.get("/freelancers?sort=newest")).text();
    return { page: page.status(), listed: list.includes(`href="/freelancers/${id}"`) };
  });

test("an editor writes a freelancer's profile, publishes it on /freelancers, and takes it off", async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = toPersian(String(Date.now() % 1_000_000));
  const name = `آرمان شریفی ${stamp}`;
  const about = `شش سال طراحی رابط کاربری برای فروشگاه‌های آنلاین کرمان (${stamp}).`;

  const html = await desk.editorOnList(page, { title: "فریلنسرها", path: "freelancers", keepAs: "freelancers-list" });

  const form = await desk.openNewForm(page, "freelancers", "فریلنسر تازه");
  await form.getByLabel("نام فریلنسر").fill(name);
  await form.getByLabel("حوزه کاری").selectOption({ index: 1 });
  await form.getByLabel("عنوان تخصص").fill("طراح رابط کاربری");
  await form.getByRole("textbox", { name: "درباره فریلنسر" }).fill(about);
  await fillByLabel(form, {
    مهارت‌ها: "Figma\nسیستم طراحی",
    "سال‌های سابقه": "۶",
    "نرخ ساعتی (تومان)": "۳۵۰٬۰۰۰",
  });
  await expect(form.getByText("در سایت: ۳۵۰,۰۰۰ تومان")).toBeVisible();
  await form.getByLabel("اینستاگرام").fill("@arman.ui");
  await desk.expectDeskPageFine(page, html, "freelancer-new");

  // Its page in the desk: a draft; nobody outside sees it.
  const { editUrl, id, panel } = await desk.saveDraft(page, form, "freelancers", name);
  await expect(page.getByLabel("نرخ ساعتی (تومان)")).toHaveValue("۳۵۰,۰۰۰");
  await expect(page.getByLabel("اینستاگرام")).toHaveValue("https://instagram.com/arman.ui");
  expect(await seenAt(id)).toEqual({ page: 404, listed: false });
  await html.keepAccessible("freelancer-edit");

  await desk.checkPreview(
    page,
    { link: "پیش‌نمایش صفحه فریلنسر", heading: name, html, keepAs: "freelancer-preview" },
    () => expect(page.getByRole("article", { name: "درباره فریلنسر" })).toContainText(about),
  );
  await page.goto(editUrl);

  const onSite = await desk.publishNow(panel, "صفحه فریلنسر در سایت");
  expect(await onSite.getAttribute("href")).toBe(`/freelancers/${id}`);
  await expect.poll(() => seenAt(id)).toEqual({ page: 200, listed: true });

  await page.goto(`/freelancers/${id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("۳۵۰,۰۰۰ تومان")).toBeVisible();
  await expect(page.locator('a[href="https://instagram.com/arman.ui"]')).toBeVisible();
  await expectAccessible(page);

  // Taken off the site: gone from its page and the list.
  await desk.takeOffSite(page, editUrl);
  await expect.poll(() => seenAt(id)).toEqual({ page: 404, listed: false });

  html.expectValid();
});
