// Mentors in the content desk (issue 14) as an editor uses them: from /admin/content to a new
// mentor in a category, the bio written in the rich-text field with a bold word, the topics one a
// line, the session price in toman with Persian digits, a square photo uploaded with its text
// alternative; saved as a draft nobody outside sees, previewed, published, and then on /mentors,
// its own page (the photo with its alternative, the bio rendered, the price in toman) and the
// session request form's choices; taken off again, it is gone from all three. A reviewer has no
// mentors desk. axe-core runs on every desk page opened, the W3C Nu checker on their HTML.
import { expect, request as playwrightRequest, test, type APIRequestContext } from "./test";
import sharp from "sharp";
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

/** Where the public meets the mentor: its page (status), a link to it on /mentors, and a choice of it in the session request form. */
const seenAt = (id: number) =>
  visit(async (request) => {
    const page = await request.get(`/mentors/${id}`);
    const list = await (await request.get("/mentors?sort=newest")).text();
    const form = await (await request.get("/mentors/mentor-request")).text();
    return {
      page: page.status(),
      listed: list.includes(`href="/mentors/${id}"`),
      offered: form.includes(`value="${id}"`),
    };
  });

test("an editor writes a mentor's profile with a photo, publishes it on /mentors and the request form, and takes it off", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = toPersian(String(Date.now() % 1_000_000));
  const name = `پریسا رحیمی ${stamp}`;
  const bold = "طراحی محصول";
  // Without digits: the upload keeps the text as typed, but digits come back in Latin.
  const alt = "چهره خندان پریسا رحیمی با عینک";
  const documents: Record<string, string> = {};
  const keepHtml = async (key: string) => void (documents[key] = await (await page.request.get(page.url())).text());

  await signInStaff(page, E2E_EDITOR_MOBILE);
  await page.goto("/admin/content");
  await expect(page.getByRole("list", { name: "منتورها به تفکیک وضعیت" }).getByRole("link")).toHaveCount(4);
  await page.getByRole("link", { name: "منتورها", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/mentors$/);
  await expect(page.getByRole("heading", { level: 1, name: "منتورها" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await keepHtml("mentors-list");

  await page.getByRole("link", { name: "منتور تازه" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/mentors\/new$/);
  const form = page.getByRole("form", { name: "منتور تازه" });
  await form.getByLabel("نام منتور").fill(name);
  await form.getByLabel("حوزه منتور").selectOption({ index: 1 });
  await form.getByLabel("عنوان شغلی").fill("مدیر محصول");
  await form.getByLabel("شرکت یا سازمان").fill("سلامت‌یار");
  const bio = form.getByRole("textbox", { name: "معرفی منتور" });
  await bio.click();
  await page.keyboard.type("پانزده سال ");
  const tools = form.getByRole("toolbar", { name: "قالب معرفی منتور" });
  await toggleFormat(tools.getByRole("button", { name: "پررنگ" }), bio, true);
  await page.keyboard.type(bold);
  await toggleFormat(tools.getByRole("button", { name: "پررنگ" }), bio, false);
  await page.keyboard.type(" در استارتاپ‌های سلامت.");
  await form.getByLabel("موضوع‌های مشاوره").fill("کشف مشتری\nقیمت‌گذاری");
  await form.getByLabel("سال‌های سابقه").fill("۱۵");
  await form.getByLabel("هزینه هر جلسه (تومان)").fill("۱٬۵۰۰٬۰۰۰");
  await expect(form.getByText("در سایت: ۱,۵۰۰,۰۰۰ تومان")).toBeVisible();
  await form.getByLabel("لینکدین").fill("https://example.com/parisa");
  await form.getByRole("button", { name: "ذخیره پیش‌نویس" }).click();
  // A link off LinkedIn is refused on its field, in Persian.
  await expect(form.getByText("نشانی لینکدین باید از دامنه linkedin.com باشد")).toBeVisible();
  await form.getByLabel("لینکدین").fill("@parisa-rahimi");

  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 120, g: 60, b: 160 } } })
    .png()
    .toBuffer();
  await form.getByLabel("متن جایگزین تصویر", { exact: true }).fill(alt);
  await form
    .getByLabel("فایل تصویر", { exact: true })
    .setInputFiles({ name: "avatar.png", mimeType: "image/png", buffer: photo });
  await form.getByRole("button", { name: "بارگذاری تصویر" }).click();
  // Cut square: 148×148 and twice that for sharp screens.
  await expect(form.getByRole("img", { name: alt })).toHaveAttribute(
    "srcset",
    /^\/api\/v1\/media\/images\/img-[0-9a-f]{32}-296x296\.webp 296w, \/api\/v1\/media\/images\/img-[0-9a-f]{32}-148x148\.webp 148w$/,
  );
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await keepHtml("mentor-new");
  await form.getByRole("button", { name: "ذخیره پیش‌نویس" }).click();

  // Its page in the desk: a draft; nobody outside sees it.
  await expect(page).toHaveURL(/\/admin\/content\/mentors\/\d+$/);
  const editUrl = page.url();
  const id = Number(editUrl.split("/").pop());
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const panel = page.getByRole("region", { name: "انتشار" });
  await expect(panel).toContainText("پیش‌نویس است و فقط در میز کار دیده می‌شود.");
  await expect(page.getByLabel("هزینه هر جلسه (تومان)")).toHaveValue("۱,۵۰۰,۰۰۰");
  await expect(page.getByLabel("لینکدین")).toHaveValue("https://www.linkedin.com/in/parisa-rahimi");
  expect(await seenAt(id)).toEqual({ page: 404, listed: false, offered: false });
  await expectAccessible(page);
  await keepHtml("mentor-edit");

  await panel.getByRole("link", { name: "پیش‌نمایش صفحه منتور" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("article", { name: "درباره منتور" }).locator("strong")).toHaveText(bold);
  await expect(page.getByRole("img", { name: alt })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectAccessible(page);
  await keepHtml("mentor-preview");
  await page.goto(editUrl);

  await panel.getByRole("button", { name: "انتشار همین حالا" }).click();
  const onSite = panel.getByRole("link", { name: "صفحه منتور در سایت" });
  await expect(onSite).toBeVisible();
  expect(await onSite.getAttribute("href")).toBe(`/mentors/${id}`);
  await expect.poll(() => seenAt(id)).toEqual({ page: 200, listed: true, offered: true });

  // Its public page: the photo with its alternative, the bio rendered, the price in toman.
  await page.goto(`/mentors/${id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("img", { name: alt })).toBeVisible();
  await expect(page.locator("#about-title").locator("..").locator("strong")).toHaveText(bold);
  await expect(page.getByText("۱,۵۰۰,۰۰۰ تومان")).toBeVisible();
  await expectAccessible(page);

  // Taken off the site: gone from its page, the list and the request form.
  await page.goto(editUrl);
  await panel.getByRole("button", { name: "برداشتن از سایت" }).click();
  await expect(panel).toContainText("پیش‌نویس است و فقط در میز کار دیده می‌شود.");
  await expect.poll(() => seenAt(id)).toEqual({ page: 404, listed: false, offered: false });

  expect(nuErrors(documents)).toEqual([]);
});

test("a reviewer has no mentors desk: the Persian 403 screen, and the API refuses", async ({ page }) => {
  await signInStaff(page, E2E_REVIEWER_MOBILE);
  for (const path of ["/admin/content/mentors", "/admin/content/mentors/new", "/admin/content/mentors/1"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "شما دسترسی به این صفحه را ندارید" })).toBeVisible();
  }
  await expectAccessible(page);
  expect((await page.request.get("/api/v1/admin/content/mentors")).status()).toBe(403);
  expect(
    (
      await page.request.post("/api/v1/admin/content/mentors/1/unpublish", {
        headers: { "client-id": "web" },
        data: {},
      })
    ).status(),
  ).toBe(403);
});
