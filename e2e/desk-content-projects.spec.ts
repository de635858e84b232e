// Hi-tech projects in the content desk (issue 14) as an editor uses them: from /admin/content to a
// new project, its description written in the rich-text field with a bold word, the roles it looks
// for one a line, the budget in toman with Persian digits; a mistake refused on its field in
// Persian; saved as a draft nobody outside sees, previewed, published, and then on /projects, its
// own page (the description rendered, the budget in toman) and its cooperation request page; taken
// off again, both pages answer 404. A reviewer has no projects desk. axe-core runs on every desk
// page opened, and the Nu checker on the desk's pages.
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

test("an editor writes a project, publishes it, and it shows on /projects, its page and its request page", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = toPersian(String(Date.now() % 1_000_000));
  const title = `پایش ارتعاش سنگ‌شکن‌های معدن ${stamp}`;
  const bold = "پیش‌بینی خرابی";
  const documents: Record<string, string> = {};
  const keepHtml = async (key: string) => void (documents[key] = await (await page.request.get(page.url())).text());

  await signInStaff(page, E2E_EDITOR_MOBILE);
  await page.goto("/admin/content");
  await expect(page.getByRole("list", { name: "پروژه‌های های‌تک به تفکیک وضعیت" }).getByRole("link")).toHaveCount(4);
  await page.getByRole("link", { name: "پروژه‌های های‌تک", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/projects$/);
  await expect(page.getByRole("heading", { level: 1, name: "پروژه‌های های‌تک" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await keepHtml("list");

  await page.getByRole("link", { name: "پروژه تازه" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/projects\/new$/);
  await keepHtml("new");
  const form = page.getByRole("form", { name: "پروژه تازه" });
  await form.getByLabel("عنوان پروژه").fill(title);
  await form.getByLabel("خلاصه پروژه").fill("پیش‌بینی خرابی سنگ‌شکن‌ها با داده ارتعاش، کنار تیم نگهداری معدن.");
  const description = form.getByRole("textbox", { name: "درباره پروژه" });
  await description.click();
  await page.keyboard.type("پایش ارتعاش برای ");
  const tools = form.getByRole("toolbar", { name: "قالب درباره پروژه" });
  await toggleFormat(tools.getByRole("button", { name: "پررنگ" }), description, true);
  await page.keyboard.type(bold);
  await toggleFormat(tools.getByRole("button", { name: "پررنگ" }), description, false);
  await page.keyboard.type(" در معدن مس.");
  await form.getByLabel("حوزه پروژه").selectOption({ label: "معدن و صنایع معدنی" });
  await form.getByLabel("وضعیت پروژه").selectOption({ label: "در حال جذب همکار" });
  await form.getByLabel("شریک صنعتی").fill("شرکت ملی صنایع مس ایران");
  await form.getByLabel("مدت اجرا (ماه)").fill("۰");
  await form.getByLabel("بودجه (تومان)").fill("۱۲۰٬۰۰۰٬۰۰۰");
  await form.getByLabel("نقش‌های مورد نیاز").fill("مهندس ارتعاشات\nتوسعه‌دهنده داشبورد");
  await form.getByLabel("فناوری‌ها").fill("IoT\nPython");
  await form.getByRole("button", { name: "ذخیره پیش‌نویس" }).click();
  // Zero months is refused on its field, in Persian.
  await expect(form.getByText("مقدار مدت اجرا (ماه) باید ۱ یا بیشتر باشد")).toBeVisible();
  await form.getByLabel("مدت اجرا (ماه)").fill("۸");
  await expect(form.getByText("در سایت: ۱۲۰,۰۰۰,۰۰۰ تومان")).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await form.getByRole("button", { name: "ذخیره پیش‌نویس" }).click();

  // Its page in the desk: a draft; nobody outside sees it.
  await expect(page).toHaveURL(/\/admin\/content\/projects\/\d+$/);
  const id = Number(page.url().split("/").pop());
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const panel = page.getByRole("region", { name: "انتشار" });
  await expect(panel).toContainText("پیش‌نویس است و فقط در میز کار دیده می‌شود.");
  await expect(page.getByLabel("بودجه (تومان)")).toHaveValue("۱۲۰,۰۰۰,۰۰۰");
  expect(await visit(async (request) => (await request.get(`/projects/${id}/hitech-request`)).status())).toBe(404);
  await expectAccessible(page);
  await keepHtml("edit");

  await panel.getByRole("link", { name: "پیش‌نمایش صفحه پروژه" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("article", { name: "درباره پروژه" }).locator("strong")).toHaveText(bold);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectAccessible(page);
  await keepHtml("preview");
  await page.goBack();

  await panel.getByRole("button", { name: "انتشار همین حالا" }).click();
  const onSite = panel.getByRole("link", { name: "پروژه در سایت" });
  await expect(onSite).toBeVisible();
  expect(await onSite.getAttribute("href")).toBe(`/projects/${id}`);

  // The public list, the project's page and its cooperation request page.
  await page.goto("/projects");
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
  await page.goto(`/projects/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator("#about-title").locator("..").locator("strong")).toHaveText(bold);
  await expect(page.getByText("۱۲۰,۰۰۰,۰۰۰ تومان").first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "درخواست همکاری" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/projects/${id}/hitech-request$`));
  await expect(page.getByRole("heading", { level: 1, name: `درخواست همکاری در ${title}` })).toBeVisible();

  // Taken off the site: its page and its request page are gone.
  await page.goto(`/admin/content/projects/${id}`);
  await panel.getByRole("button", { name: "برداشتن از سایت" }).click();
  await expect(panel).toContainText("پیش‌نویس است و فقط در میز کار دیده می‌شود.");
  await expect
    .poll(() =>
      visit(async (request) => [
        (await request.get(`/projects/${id}`)).status(),
        (await request.get(`/projects/${id}/hitech-request`)).status(),
      ]),
    )
    .toEqual([404, 404]);

  expect(nuErrors(documents)).toEqual([]);
});

test("a reviewer has no projects desk: the Persian 403 screen, and the API refuses", async ({ page }) => {
  await signInStaff(page, E2E_REVIEWER_MOBILE);
  for (const path of [
    "/admin/content/projects",
    "/admin/content/projects/new",
    "/admin/content/projects/1",
    "/admin/content/projects/1/preview",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "شما دسترسی به این صفحه را ندارید" })).toBeVisible();
  }
  await expectAccessible(page);
  expect((await page.request.get("/api/v1/admin/content/projects")).status()).toBe(403);
  expect(
    (
      await page.request.post("/api/v1/admin/content/projects/1/unpublish", {
        headers: { "client-id": "web" },
        data: {},
      })
    ).status(),
  ).toBe(403);
});
