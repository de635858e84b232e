// The content desk (issue 14) as an editor uses it: from the desk's menu to a new event with a
// cover image (a PNG made here with sharp), saved as a draft nobody outside sees, published, and
// then on /events, on its page with its Event JSON-LD, in search and in the sitemap; its slug
// changed, the old address answers 308 to the new one; unpublished, it is gone from all four. A
// reviewer has no content desk (the Persian 403 screen, and the API refuses). axe-core runs on
// every desk page opened, and the W3C Nu checker on their HTML.
import sharp from "sharp";
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "./test";
import { E2E_BASE_URL, E2E_EDITOR_MOBILE, E2E_REVIEWER_MOBILE } from "./env";
import { nuErrors } from "./nu-checker";
import { signInStaff } from "./staff";
import { expectAccessible, expectNoHorizontalScroll, toPersian } from "./support";

/** A day `days` from now on Tehran's Jalali calendar, as an editor types it: "۱۴۰۵/۰۹/۱۲". */
function jalaliDay(days: number): string {
  const parts = new Intl.DateTimeFormat("en-u-ca-persian-nu-latn", {
    timeZone: "Asia/Tehran",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(new Date(Date.now() + days * 86_400_000));
  const part = (type: string) => parts.find((p) => p.type === type)!.value.replace(/\D/g, "");
  return toPersian(`${part("year")}/${part("month")}/${part("day")}`);
}

/** An anonymous visitor's requests, on connections of their own (one kept idle between steps was reset by the server). */
async function asVisitor<T>(look: (request: APIRequestContext) => Promise<T>): Promise<T> {
  const request = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    return await look(request);
  } finally {
    await request.dispose();
  }
}

/** What the public sees of the event with this slug and title: on /events (searched by its title), its page, search, the sitemap. */
const publicView = (slug: string, title: string) =>
  asVisitor(async (request) => {
    const path = `/events/${encodeURIComponent(slug)}`;
    const list = await (await request.get(`/events?q=${encodeURIComponent(title)}`)).text();
    const page = await request.get(path, { maxRedirects: 0 });
    const groups = (await (await request.get(`/api/v1/search?q=${encodeURIComponent(title)}`)).json()) as Array<{
      type: string;
      items: Array<{ url: string }>;
    }>;
    const sitemap = await (await request.get("/sitemap.xml")).text();
    // A link to its page, as written or percent-encoded (the search box repeats the title itself).
    const linksTo = (html: string, end: string) =>
      html.includes(`/events/${slug}${end}`) || html.includes(`${path}${end}`);
    return {
      listed: linksTo(list, '"'),
      page: page.status(),
      searched: groups.some(
        (group) =>
          group.type === "event" && group.items.some((hit) => decodeURIComponent(hit.url) === `/events/${slug}`),
      ),
      inSitemap: linksTo(sitemap, "<"),
    };
  });

const SHOWN = { listed: true, page: 200, searched: true, inSitemap: true };
const HIDDEN = { listed: false, page: 404, searched: false, inSitemap: false };

/** A moment's two boxes, in the group its legend names. */
async function typeMoment(page: Page, group: string, date: string, time: string) {
  const box = page.getByRole("group", { name: group });
  await box.getByLabel("تاریخ").fill(date);
  await box.getByLabel("ساعت").fill(time);
}

test("an editor creates an event with a cover, publishes it everywhere, moves its address, and unpublishes it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = String(Date.now() % 1_000_000);
  // Typed in Persian digits; the API keeps digits Latin, as every form's schema does.
  const typedTitle = `میت‌آپ آزمایشی محتوا ${toPersian(stamp)}`;
  const title = `میت‌آپ آزمایشی محتوا ${stamp}`;
  const day = jalaliDay(12);
  const documents: Record<string, string> = {};
  const keepHtml = async (name: string) => void (documents[name] = await (await page.request.get(page.url())).text());

  await signInStaff(page, E2E_EDITOR_MOBILE);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "بخش‌های میز کار" }).getByRole("link", { name: "محتوا" }).click();
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(page.getByRole("heading", { level: 1, name: "محتوا" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "بخش‌های میز کار" }).getByRole("link", { name: "محتوا" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("list", { name: "رویدادها به تفکیک وضعیت" }).getByRole("link")).toHaveCount(4);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await keepHtml("content-home");

  await page.getByRole("link", { name: "رویدادها", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/events$/);
  await expect(page.getByRole("navigation", { name: "وضعیت" }).getByRole("link")).toHaveText([
    /^همه/,
    /^پیش‌نویس/,
    /^زمان‌بندی‌شده/,
    /^منتشرشده/,
    /^بایگانی‌شده/,
  ]);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await keepHtml("content-events");

  // A new event, the slug left to the title; a cover uploaded with its text alternative.
  await page.getByRole("link", { name: "رویداد تازه" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/events\/new$/);
  const form = page.getByRole("form", { name: "رویداد تازه" });
  await form.getByLabel("عنوان رویداد").fill(typedTitle);
  await form
    .getByLabel("خلاصه رویداد")
    .fill("گفت‌وگویی کوتاه درباره ساختن محصول با هوش مصنوعی، برای آزمودن میز محتوا.");
  await form
    .getByRole("textbox", { name: "توضیحات رویداد" })
    .fill("سه ارائه کوتاه و یک میزگرد درباره تجربه تیم‌های کرمانی.");
  await form.getByLabel("دسته رویداد").fill("میت‌آپ");
  await form.getByRole("checkbox", { name: "هوش مصنوعی" }).check();
  // A tag the site lacks, typed and made from the form, is chosen at once.
  const newTag = `برچسب آزمایشی ${toPersian(stamp)}`;
  await form.getByLabel("برچسب تازه").fill(newTag);
  await form.getByRole("button", { name: "افزودن برچسب" }).click();
  await expect(form.getByRole("checkbox", { name: newTag })).toBeChecked();
  await typeMoment(page, "زمان شروع رویداد", day, "۱۸:۰۰");
  await typeMoment(page, "زمان پایان رویداد", day, "۲۰:۳۰");
  await form.getByLabel("نام محل برگزاری").fill("آوینوکس، شعبه مرکزی");
  await form.getByLabel("نشانی محل برگزاری").fill("کرمان، بلوار جمهوری، ساختمان نوآوری");
  await form.getByLabel("ظرفیت").fill("۶۰");
  await form.getByLabel("هزینه ثبت‌نام (ریال)").fill("۵۰۰,۰۰۰");
  await expect(form.getByLabel("هزینه ثبت‌نام (ریال)")).toHaveAccessibleDescription(/۵۰,۰۰۰ تومان/);
  await form.getByRole("button", { name: "افزودن بخش" }).click();
  await form.getByLabel("عنوان بخش").fill("ارائه‌ها");
  const session = form.getByRole("group", { name: "زمان بخش" });
  await session.getByLabel("تاریخ").fill(day);
  await session.getByLabel("از ساعت").fill("۱۸:۰۰");
  await session.getByLabel("تا ساعت").fill("۱۹:۳۰");
  const cover = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 18, g: 110, b: 84 } } })
    .png()
    .toBuffer();
  const alt = "شرکت‌کنندگان میت‌آپ پشت میزهای گرد";
  await form.getByLabel("متن جایگزین تصویر", { exact: true }).fill(alt);
  await form
    .getByLabel("فایل تصویر", { exact: true })
    .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: cover });
  await form.getByRole("button", { name: "بارگذاری تصویر" }).click();
  await expect(form.getByRole("img", { name: alt })).toHaveAttribute(
    "src",
    /^\/api\/v1\/media\/images\/img-[0-9a-f]{32}-\d+x\d+\.webp$/,
  );
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await keepHtml("content-new");
  await form.getByRole("button", { name: "ذخیره پیش‌نویس" }).click();

  // Its page in the desk: a draft, with the slug made from the title; nobody outside sees it.
  await expect(page).toHaveURL(/\/admin\/content\/events\/\d+$/);
  const editUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const panel = page.getByRole("region", { name: "انتشار" });
  await expect(panel).toContainText("پیش‌نویس است و فقط در میز کار دیده می‌شود.");
  const slugField = page.getByLabel("نامک");
  await expect(slugField).not.toHaveValue("");
  const slug = await slugField.inputValue();
  expect(slug).toContain("میت-آپ-آزمایشی-محتوا");
  expect(await publicView(slug, title)).toEqual(HIDDEN);
  await expect(page.getByRole("list", { name: "نسخه‌های رویداد" }).getByRole("listitem")).toHaveCount(1);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await keepHtml("content-event");

  // The preview shows the draft as its page will look.
  await panel.getByRole("link", { name: "پیش‌نمایش صفحه رویداد" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("main")).toContainText("۵۰,۰۰۰ تومان");
  await expect(page.getByRole("main")).toContainText("ارائه‌ها");
  await expectAccessible(page);
  await keepHtml("content-preview");
  await page.goto(editUrl);

  // Published: on /events, its page (with the Event JSON-LD and the uploaded cover), search and the sitemap.
  await panel.getByRole("button", { name: "انتشار همین حالا" }).click();
  await expect(panel).toContainText("در سایت دیده می‌شود.");
  await expect(panel.getByRole("link", { name: "صفحه رویداد در سایت" })).toBeVisible();
  expect(await publicView(slug, title)).toEqual(SHOWN);
  const eventPage = await asVisitor(async (request) =>
    (await request.get(`/events/${encodeURIComponent(slug)}`)).text(),
  );
  expect(eventPage.includes('"@type":"Event"')).toBe(true);
  expect(eventPage.includes(`"name":"${title}"`)).toBe(true);
  expect(/src="\/api\/v1\/media\/images\/img-[0-9a-f]{32}-\d+x\d+\.webp"/.test(eventPage)).toBe(true);
  await expectAccessible(page);

  // A new slug: the old address answers 308 to the new one, and the desk lists the old one.
  const newSlug = `content-desk-e2e-${Date.now() % 1_000_000}`;
  await slugField.fill(newSlug);
  await page.getByRole("button", { name: "ذخیره تغییرها" }).click();
  await expect(panel.getByRole("region", { name: "نشانی‌های پیشین" })).toContainText(`/events/${slug}`);
  const moved = await asVisitor(async (request) => {
    const answer = await request.get(`/events/${encodeURIComponent(slug)}`, { maxRedirects: 0 });
    return { status: answer.status(), location: answer.headers().location ?? "" };
  });
  expect(moved.status).toBe(308);
  expect(moved.location.endsWith(`/events/${newSlug}`)).toBe(true);
  expect(await publicView(newSlug, title)).toEqual(SHOWN);
  await expect(page.getByRole("list", { name: "نسخه‌های رویداد" }).getByRole("listitem")).toHaveCount(3);
  await expectAccessible(page);

  // Unpublished: a draft again, gone from the list, its page, search and the sitemap.
  await panel.getByRole("button", { name: "برداشتن از سایت" }).click();
  await expect(panel).toContainText("پیش‌نویس است و فقط در میز کار دیده می‌شود.");
  expect(await publicView(newSlug, title)).toEqual(HIDDEN);
  expect(
    await asVisitor(async (request) =>
      (await request.get(`/events/${encodeURIComponent(slug)}`, { maxRedirects: 0 })).status(),
    ),
  ).toBe(404);

  // The list finds it by its title among the drafts.
  await page.goto(`/admin/content/events?status=draft&q=${encodeURIComponent(title)}`);
  const rows = page.getByRole("list", { name: /پیش‌نویس، صفحه/ }).getByRole("listitem");
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole("link", { name: title })).toHaveAttribute("href", new URL(editUrl).pathname);
  await expect(
    page.getByRole("navigation", { name: "وضعیت" }).getByRole("link", { name: /^پیش‌نویس/ }),
  ).toHaveAttribute("aria-current", "page");
  await expectAccessible(page);

  expect(nuErrors(documents)).toEqual([]);
});

test("a reviewer has no content desk: the Persian 403 screen, and the API refuses", async ({ page }) => {
  await signInStaff(page, E2E_REVIEWER_MOBILE);
  await page.goto("/admin");
  await expect(
    page.getByRole("navigation", { name: "بخش‌های میز کار" }).getByRole("link", { name: "محتوا" }),
  ).toHaveCount(0);
  for (const path of [
    "/admin/content",
    "/admin/content/events",
    "/admin/content/events/new",
    "/admin/content/events/1",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByTestId("error-screen")).toHaveAttribute("data-status", "403");
    await expect(page.getByRole("heading", { level: 1, name: "شما دسترسی به این صفحه را ندارید" })).toBeVisible();
  }
  await expectAccessible(page);
  expect((await page.request.get("/api/v1/admin/content/events")).status()).toBe(403);
  expect(
    (
      await page.request.patch("/api/v1/admin/content/events/1", {
        headers: { "client-id": "web" },
        data: { title: "تغییر بی‌اجازه", version: 1 },
      })
    ).status(),
  ).toBe(403);
});
