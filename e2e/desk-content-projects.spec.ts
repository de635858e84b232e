// Hi-tech projects in the content desk (issue 14) as an editor uses them: from /admin/content to a
// new project, its description written in the rich-text field with a bold word, the roles it looks
// for one a line, the budget in toman with Persian digits; a mistake refused on its field in
// Persian; saved as a draft nobody outside sees, previewed, published, and then on /projects, its
// own page (the description rendered, the budget in toman) and its cooperation request page; taken
// off again, both pages answer 404. (A reviewer has no projects desk: desk-content-reviewer.spec.ts.)
// axe-core runs on every desk page opened, and the Nu checker on the desk's pages.
import { expect, test } from "./test";
import * as desk from "./desk-content-steps";
import { fillByLabel, toPersian } from "./support";

test("an editor writes a project, publishes it, and it shows on /projects, its page and its request page", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = toPersian(String(Date.now() % 1_000_000));
  const title = `پایش ارتعاش سنگ‌شکن‌های معدن ${stamp}`;
  const bold = "پیش‌بینی خرابی";

  const html = await desk.editorOnList(page, { title: "پروژه‌های های‌تک", path: "projects", keepAs: "list" });

  const form = await desk.openNewForm(page, "projects", "پروژه تازه");
  await html.keep("new");
  await form.getByLabel("عنوان پروژه").fill(title);
  await form.getByLabel("خلاصه پروژه").fill("پیش‌بینی خرابی سنگ‌شکن‌ها با داده ارتعاش، کنار تیم نگهداری معدن.");
  await desk.typeWithBold(page, form, "درباره پروژه", ["پایش ارتعاش برای ", bold, " در معدن مس."]);
  await form.getByLabel("حوزه پروژه").selectOption({ label: "معدن و صنایع معدنی" });
  await form.getByLabel("وضعیت پروژه").selectOption({ label: "در حال جذب همکار" });
  await fillByLabel(form, {
    "شریک صنعتی": "شرکت ملی صنایع مس ایران",
    "مدت اجرا (ماه)": "۰",
    "بودجه (تومان)": "۱۲۰٬۰۰۰٬۰۰۰",
    "نقش‌های مورد نیاز": "مهندس ارتعاشات\nتوسعه‌دهنده داشبورد",
    فناوری‌ها: "IoT\nPython",
  });
  await form.getByRole("button", { name: "ذخیره پیش‌نویس" }).click();
  // Zero months is refused on its field, in Persian.
  await expect(form.getByText("مقدار مدت اجرا (ماه) باید ۱ یا بیشتر باشد")).toBeVisible();
  await form.getByLabel("مدت اجرا (ماه)").fill("۸");
  await expect(form.getByText("در سایت: ۱۲۰,۰۰۰,۰۰۰ تومان")).toBeVisible();
  await desk.expectDeskPageFine(page);

  // Its page in the desk: a draft; nobody outside sees it.
  const { editUrl, id, panel } = await desk.saveDraft(page, form, "projects", title);
  await expect(page.getByLabel("بودجه (تومان)")).toHaveValue("۱۲۰,۰۰۰,۰۰۰");
  expect(await desk.visit(async (request) => (await request.get(`/projects/${id}/hitech-request`)).status())).toBe(404);
  await html.keepAccessible("edit");

  await desk.checkPreview(page, { link: "پیش‌نمایش صفحه پروژه", heading: title, html, keepAs: "preview" }, () =>
    expect(page.getByRole("article", { name: "درباره پروژه" }).locator("strong")).toHaveText(bold),
  );
  await page.goBack();

  const onSite = await desk.publishNow(panel, "پروژه در سایت");
  expect(await onSite.getAttribute("href")).toBe(`/projects/${id}`);

  // The public list, the project's page and its cooperation request page.
  await desk.expectOnSite(page, { list: "/projects", path: `/projects/${id}`, title, bold });
  await expect(page.getByText("۱۲۰,۰۰۰,۰۰۰ تومان").first()).toBeVisible();
  await page.getByRole("link", { name: "درخواست همکاری" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/projects/${id}/hitech-request$`));
  await expect(page.getByRole("heading", { level: 1, name: `درخواست همکاری در ${title}` })).toBeVisible();

  // Taken off the site: its page and its request page are gone.
  await desk.takeOffSite(page, editUrl);
  await expect
    .poll(() =>
      desk.visit(async (request) => [
        (await request.get(`/projects/${id}`)).status(),
        (await request.get(`/projects/${id}/hitech-request`)).status(),
      ]),
    )
    .toEqual([404, 404]);

  html.expectValid();
});
