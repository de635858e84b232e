// Businesses in the content desk (issue 14) as an editor uses them: from /admin/content to a new
// business (its description in the rich-text field, its founded year in Persian digits), saved as a
// draft nobody outside sees, previewed, published and then on /businesses, at /businesses/{slug}
// and in search; its slug changed, the old address answers 308; unpublished, it is gone. A reviewer
// has no businesses desk. axe-core runs on every desk page opened, the W3C Nu checker on their HTML.
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

/** The business's page (its status), whether /businesses links to it when searched by name, and whether search knows it. */
const seenAt = (slug: string, name: string) =>
  visit(async (request) => {
    const page = await request.get(`/businesses/${encodeURIComponent(slug)}`, { maxRedirects: 0 });
    const list = await (await request.get(`/businesses?q=${encodeURIComponent(name)}`)).text();
    const found = (await (await request.get(`/api/v1/search?q=${encodeURIComponent(name)}`)).json()) as Array<{
      type: string;
      items: Array<{ url: string }>;
    }>;
    return {
      page: page.status(),
      // A link to its page (the list echoes the query itself, so the name alone proves nothing).
      listed:
        list.includes(`href="/businesses/${slug}"`) || list.includes(`href="/businesses/${encodeURIComponent(slug)}"`),
      searched: found.some(
        (group) =>
          group.type === "business" && group.items.some((hit) => decodeURIComponent(hit.url) === `/businesses/${slug}`),
      ),
    };
  });

test("an editor adds a business, publishes it on /businesses, moves its address and takes it off", async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = String(Date.now() % 1_000_000);
  const name = `پسته‌یار آزمایشی ${toPersian(stamp)}`;
  const about = `پسته کشاورزان رفسنجان را با ۳ درجه کیفیت بسته‌بندی می‌کنیم (${toPersian(stamp)}).`;
  const documents: Record<string, string> = {};
  const keepHtml = async (key: string) => void (documents[key] = await (await page.request.get(page.url())).text());

  await signInStaff(page, E2E_EDITOR_MOBILE);
  await page.goto("/admin/content");
  await expect(page.getByRole("list", { name: "کسب‌وکارها به تفکیک وضعیت" }).getByRole("link")).toHaveCount(4);
  await page.getByRole("link", { name: "کسب‌وکارها", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/businesses$/);
  await expect(page.getByRole("navigation", { name: "وضعیت" }).getByRole("link")).toHaveText([
    /^همه/,
    /^پیش‌نویس/,
    /^زمان‌بندی‌شده/,
    /^منتشرشده/,
    /^بایگانی‌شده/,
  ]);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await keepHtml("businesses-list");

  await page.getByRole("link", { name: "کسب‌وکار تازه" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/businesses\/new$/);
  const form = page.getByRole("form", { name: "کسب‌وکار تازه" });
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
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await keepHtml("business-new");
  await form.getByRole("button", { name: "ذخیره پیش‌نویس" }).click();

  // Its page in the desk: a draft, its slug made from the name; nobody outside sees it.
  await expect(page).toHaveURL(/\/admin\/content\/businesses\/\d+$/);
  const editUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const panel = page.getByRole("region", { name: "انتشار" });
  await expect(panel).toContainText("پیش‌نویس است و فقط در میز کار دیده می‌شود.");
  const slugField = page.getByLabel("نامک");
  const slug = await slugField.inputValue();
  expect(slug.startsWith("پسته-یار-آزمایشی")).toBe(true);
  await expect(page.getByLabel("سال شروع")).toHaveValue("۱۴۰۱");
  expect(await seenAt(slug, name)).toEqual({ page: 404, listed: false, searched: false });
  await expectAccessible(page);
  await keepHtml("business-edit");

  await panel.getByRole("link", { name: "پیش‌نمایش صفحه کسب‌وکار" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(about);
  await expect(page.getByRole("region", { name: "در یک نگاه" })).toContainText("کاربر فعال");
  await expect(page.getByRole("region", { name: `تیم ${name}` })).toContainText("سارا کریمی");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectAccessible(page);
  await keepHtml("business-preview");
  await page.goto(editUrl);

  await panel.getByRole("button", { name: "انتشار همین حالا" }).click();
  await expect(panel.getByRole("link", { name: "صفحه کسب‌وکار در سایت" })).toBeVisible();
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
  await slugField.fill(newSlug);
  await page.getByRole("button", { name: "ذخیره تغییرها" }).click();
  await expect(panel.getByRole("region", { name: "نشانی‌های پیشین" })).toContainText(`/businesses/${slug}`);
  const moved = await visit(async (request) => {
    const answer = await request.get(`/businesses/${encodeURIComponent(slug)}`, { maxRedirects: 0 });
    return { status: answer.status(), location: answer.headers().location ?? "" };
  });
  expect(moved.status).toBe(308);
  expect(moved.location.endsWith(`/businesses/${newSlug}`)).toBe(true);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  // Taken off the site: gone from its address, the list and search.
  await panel.getByRole("button", { name: "برداشتن از سایت" }).click();
  await expect(panel).toContainText("پیش‌نویس است و فقط در میز کار دیده می‌شود.");
  await expect.poll(() => seenAt(newSlug, name)).toEqual({ page: 404, listed: false, searched: false });

  expect(nuErrors(documents)).toEqual([]);
});

test("a reviewer has no businesses desk: the Persian 403 screen, and the API refuses", async ({ page }) => {
  await signInStaff(page, E2E_REVIEWER_MOBILE);
  for (const path of ["/admin/content/businesses", "/admin/content/businesses/new", "/admin/content/businesses/1"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "شما دسترسی به این صفحه را ندارید" })).toBeVisible();
  }
  await expectAccessible(page);
  expect((await page.request.get("/api/v1/admin/content/businesses")).status()).toBe(403);
  expect(
    (
      await page.request.post("/api/v1/admin/content/businesses/1/unpublish", {
        headers: { "client-id": "web" },
        data: {},
      })
    ).status(),
  ).toBe(403);
});
