// Content pages in the content desk (issue 14) as an editor uses them: from /admin/content to a new
// page written in the rich-text field, saved as a draft nobody outside sees, previewed, published
// and then at /page/{slug}, in search and in the sitemap; its slug changed, the old address answers
// 308; its body edited and its first version restored (text and address), on the public page too;
// unpublished, it is gone. A reviewer has no pages desk. axe-core runs on every desk page opened,
// the W3C Nu checker on their HTML.
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

/** The public page of a slug (its status, and whether its HTML holds `text`), and whether search and the sitemap know it. */
const seenAt = (slug: string, title: string, text: string) =>
  visit(async (request) => {
    const page = await request.get(`/page/${encodeURIComponent(slug)}`, { maxRedirects: 0 });
    const html = await page.text();
    const found = (await (await request.get(`/api/v1/search?q=${encodeURIComponent(title)}`)).json()) as Array<{
      type: string;
      items: Array<{ url: string }>;
    }>;
    const sitemap = await (await request.get("/sitemap.xml")).text();
    return {
      page: page.status(),
      shows: html.includes(text),
      searched: found.some(
        (group) => group.type === "page" && group.items.some((hit) => decodeURIComponent(hit.url) === `/page/${slug}`),
      ),
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
  const documents: Record<string, string> = {};
  const keepHtml = async (name: string) => void (documents[name] = await (await page.request.get(page.url())).text());

  await signInStaff(page, E2E_EDITOR_MOBILE);
  await page.goto("/admin/content");
  await expect(page.getByRole("list", { name: "صفحه‌ها به تفکیک وضعیت" }).getByRole("link")).toHaveCount(4);
  await page.getByRole("link", { name: "صفحه‌ها", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/pages$/);
  await expect(page.getByRole("navigation", { name: "وضعیت" }).getByRole("link")).toHaveText([
    /^همه/,
    /^پیش‌نویس/,
    /^زمان‌بندی‌شده/,
    /^منتشرشده/,
    /^بایگانی‌شده/,
  ]);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await keepHtml("pages-list");

  await page.getByRole("link", { name: "صفحه تازه" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/pages\/new$/);
  const form = page.getByRole("form", { name: "صفحه تازه" });
  await form.getByLabel("عنوان صفحه").fill(title);
  await form
    .getByLabel("خلاصه صفحه")
    .fill("چگونه اتاق جلسه آوینوکس را بگیرید و پس بدهید؛ صفحه‌ای برای آزمودن میز محتوا.");
  await form.getByRole("textbox", { name: "متن صفحه" }).fill(firstText);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await keepHtml("page-new");
  await form.getByRole("button", { name: "ذخیره پیش‌نویس" }).click();

  // Its page in the desk: a draft, its slug made from the title; nobody outside sees it.
  await expect(page).toHaveURL(/\/admin\/content\/pages\/\d+$/);
  const editUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const panel = page.getByRole("region", { name: "انتشار" });
  await expect(panel).toContainText("پیش‌نویس است و فقط در میز کار دیده می‌شود.");
  const slugField = page.getByLabel("نامک");
  const slug = await slugField.inputValue();
  expect(slug.startsWith("راهنمای-آزمایشی-اتاق-جلسه")).toBe(true);
  expect(await seenAt(slug, title, firstText)).toEqual({ page: 404, shows: false, searched: false, inSitemap: false });
  await expectAccessible(page);
  await keepHtml("page-edit");

  await panel.getByRole("link", { name: "پیش‌نمایش صفحه" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(firstText);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectAccessible(page);
  await keepHtml("page-preview");
  await page.goto(editUrl);

  await panel.getByRole("button", { name: "انتشار همین حالا" }).click();
  await expect(panel.getByRole("link", { name: "صفحه در سایت" })).toBeVisible();
  expect(await seenAt(slug, title, firstText)).toEqual({ page: 200, shows: true, searched: true, inSitemap: true });

  // A new slug: the old address answers 308 to it.
  const newSlug = `meeting-room-guide-${stamp}`;
  await slugField.fill(newSlug);
  await page.getByRole("button", { name: "ذخیره تغییرها" }).click();
  await expect(panel.getByRole("region", { name: "نشانی‌های پیشین" })).toContainText(`/page/${slug}`);
  const moved = await visit(async (request) => {
    const answer = await request.get(`/page/${encodeURIComponent(slug)}`, { maxRedirects: 0 });
    return { status: answer.status(), location: answer.headers().location ?? "" };
  });
  expect(moved.status).toBe(308);
  expect(moved.location.endsWith(`/page/${newSlug}`)).toBe(true);

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
  expect(await visit(async (request) => (await request.get(`/page/${newSlug}`, { maxRedirects: 0 })).status())).toBe(
    308,
  );
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  // Taken off the site: gone from its address, search and the sitemap.
  await panel.getByRole("button", { name: "برداشتن از سایت" }).click();
  await expect(panel).toContainText("پیش‌نویس است و فقط در میز کار دیده می‌شود.");
  expect(await seenAt(slug, title, firstText)).toEqual({ page: 404, shows: false, searched: false, inSitemap: false });

  expect(nuErrors(documents)).toEqual([]);
});

test("a reviewer has no pages desk: the Persian 403 screen, and the API refuses", async ({ page }) => {
  await signInStaff(page, E2E_REVIEWER_MOBILE);
  for (const path of ["/admin/content/pages", "/admin/content/pages/new", "/admin/content/pages/1"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "شما دسترسی به این صفحه را ندارید" })).toBeVisible();
  }
  await expectAccessible(page);
  expect((await page.request.get("/api/v1/admin/content/pages")).status()).toBe(403);
  expect(
    (
      await page.request.post("/api/v1/admin/content/pages/1/unpublish", { headers: { "client-id": "web" }, data: {} })
    ).status(),
  ).toBe(403);
});
