// Freelancers in the content desk (issue 14) as an editor uses them: from /admin/content to a new
// freelancer in a category, the bio written in the rich-text field, the skills one a line, the
// hourly rate in toman with Persian digits, a social link by its handle; saved as a draft nobody
// outside sees, previewed, published, and then on /freelancers and its own page (the rate in toman,
// the link as the network's address); taken off again, it is gone. A reviewer has no freelancers
// desk. axe-core runs on every desk page opened, the W3C Nu checker on their HTML.
import { expect, request as playwrightRequest, test, type APIRequestContext } from "./test";
import { E2E_BASE_URL, E2E_EDITOR_MOBILE, E2E_REVIEWER_MOBILE } from "./env";
import { nuErrors } from "./nu-checker";
import { signInStaff } from "./staff";
import { expectAccessible, expectNoHorizontalScroll, toPersian } from "./support";

/** A visitor's look at the site, on a connection of its own. */
async function visit<T>(look: (request: APIRequestContext) => Promise<T>): Promise<T> {
  const visitor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    return await look(visitor);
  } finally {
    await visitor.dispose();
  }
}

/** Where the public meets the freelancer: its page (status) and a link to it on /freelancers. */
const seenAt = (id: number) =>
  visit(async (request) => {
    const page = await request.get(`/freelancers/${id}`);
    const list = await (await request.get("/freelancers?sort=newest")).text();
    return { page: page.status(), listed: list.includes(`href="/freelancers/${id}"`) };
  });

test("an editor writes a freelancer's profile, publishes it on /freelancers, and takes it off", async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = toPersian(String(Date.now() % 1_000_000));
  const name = `آرمان شریفی ${stamp}`;
  const about = `شش سال طراحی رابط کاربری برای فروشگاه‌های آنلاین کرمان (${stamp}).`;
  const documents: Record<string, string> = {};
  const keepHtml = async (key: string) => void (documents[key] = await (await page.request.get(page.url())).text());

  await signInStaff(page, E2E_EDITOR_MOBILE);
  await page.goto("/admin/content");
  await expect(page.getByRole("list", { name: "فریلنسرها به تفکیک وضعیت" }).getByRole("link")).toHaveCount(4);
  await page.getByRole("link", { name: "فریلنسرها", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/freelancers$/);
  await expect(page.getByRole("heading", { level: 1, name: "فریلنسرها" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await keepHtml("freelancers-list");

  await page.getByRole("link", { name: "فریلنسر تازه" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/freelancers\/new$/);
  const form = page.getByRole("form", { name: "فریلنسر تازه" });
  await form.getByLabel("نام فریلنسر").fill(name);
  await form.getByLabel("حوزه کاری").selectOption({ index: 1 });
  await form.getByLabel("عنوان تخصص").fill("طراح رابط کاربری");
  await form.getByRole("textbox", { name: "درباره فریلنسر" }).fill(about);
  await form.getByLabel("مهارت‌ها").fill("Figma\nسیستم طراحی");
  await form.getByLabel("سال‌های سابقه").fill("۶");
  await form.getByLabel("نرخ ساعتی (تومان)").fill("۳۵۰٬۰۰۰");
  await expect(form.getByText("در سایت: ۳۵۰,۰۰۰ تومان")).toBeVisible();
  await form.getByLabel("اینستاگرام").fill("@arman.ui");
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await keepHtml("freelancer-new");
  await form.getByRole("button", { name: "ذخیره پیش‌نویس" }).click();

  // Its page in the desk: a draft; nobody outside sees it.
  await expect(page).toHaveURL(/\/admin\/content\/freelancers\/\d+$/);
  const editUrl = page.url();
  const id = Number(editUrl.split("/").pop());
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const panel = page.getByRole("region", { name: "انتشار" });
  await expect(panel).toContainText("پیش‌نویس است و فقط در میز کار دیده می‌شود.");
  await expect(page.getByLabel("نرخ ساعتی (تومان)")).toHaveValue("۳۵۰,۰۰۰");
  await expect(page.getByLabel("اینستاگرام")).toHaveValue("https://instagram.com/arman.ui");
  expect(await seenAt(id)).toEqual({ page: 404, listed: false });
  await expectAccessible(page);
  await keepHtml("freelancer-edit");

  await panel.getByRole("link", { name: "پیش‌نمایش صفحه فریلنسر" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("article", { name: "درباره فریلنسر" })).toContainText(about);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectAccessible(page);
  await keepHtml("freelancer-preview");
  await page.goto(editUrl);

  await panel.getByRole("button", { name: "انتشار همین حالا" }).click();
  const onSite = panel.getByRole("link", { name: "صفحه فریلنسر در سایت" });
  await expect(onSite).toBeVisible();
  expect(await onSite.getAttribute("href")).toBe(`/freelancers/${id}`);
  await expect.poll(() => seenAt(id)).toEqual({ page: 200, listed: true });

  await page.goto(`/freelancers/${id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("۳۵۰,۰۰۰ تومان")).toBeVisible();
  await expect(page.locator('a[href="https://instagram.com/arman.ui"]')).toBeVisible();
  await expectAccessible(page);

  // Taken off the site: gone from its page and the list.
  await page.goto(editUrl);
  await panel.getByRole("button", { name: "برداشتن از سایت" }).click();
  await expect(panel).toContainText("پیش‌نویس است و فقط در میز کار دیده می‌شود.");
  await expect.poll(() => seenAt(id)).toEqual({ page: 404, listed: false });

  expect(nuErrors(documents)).toEqual([]);
});

test("a reviewer has no freelancers desk: the Persian 403 screen, and the API refuses", async ({ page }) => {
  await signInStaff(page, E2E_REVIEWER_MOBILE);
  for (const path of ["/admin/content/freelancers", "/admin/content/freelancers/new", "/admin/content/freelancers/1"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "شما دسترسی به این صفحه را ندارید" })).toBeVisible();
  }
  await expectAccessible(page);
  expect((await page.request.get("/api/v1/admin/content/freelancers")).status()).toBe(403);
  expect(
    (
      await page.request.post("/api/v1/admin/content/freelancers/1/unpublish", {
        headers: { "client-id": "web" },
        data: {},
      })
    ).status(),
  ).toBe(403);
});
