// The content desk (issue 14) as an editor uses it: from the desk's menu to a new event with a
// cover image (a PNG made here with sharp), saved as a draft nobody outside sees, published, and
// then on /events, on its page with its Event JSON-LD, in search and in the sitemap; its slug
// changed, the old address answers 308 to the new one; unpublished, it is gone from all four. (A
// reviewer has no content desk: desk-content-reviewer.spec.ts.) axe-core runs on every desk page
// opened, and the W3C Nu checker on their HTML.
import { expect, test, type Page } from "./test";
import { E2E_EDITOR_MOBILE } from "./env";
import * as desk from "./desk-content-steps";
import { signInStaff } from "./staff";
import { expectAccessible, fillByLabel, toPersian } from "./support";

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

/** What the public sees of the event with this slug and title: on /events (searched by its title), its page, search, the sitemap. */
const publicView = (slug: string, title: string) =>
  desk.visit(async (request) => {
    const path = `/events/${encodeURIComponent(slug)}`;
    const list = await (await request.get(`/events?q=${encodeURIComponent(title)}`)).text();
    const page = await request.get(path, { maxRedirects: 0 });
    const searched = await desk.searchFinds(request, title, "event", `/events/${slug}`);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    // A link to its page, as written or percent-encoded (the search box repeats the title itself).
    const linksTo = (html: string, end: string) =>
      html.includes(`/events/${slug}${end}`) || html.includes(`${path}${end}`);
    return {
      listed: linksTo(list, '"'),
      page: page.status(),
      searched,
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
  const html = new desk.DeskHtml(page);

  await signInStaff(page, E2E_EDITOR_MOBILE);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "بخش‌های میز کار" }).getByRole("link", { name: "محتوا" }).click();
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(page.getByRole("heading", { level: 1, name: "محتوا" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "بخش‌های میز کار" }).getByRole("link", { name: "محتوا" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("list", { name: "رویدادها به تفکیک وضعیت" }).getByRole("link")).toHaveCount(4);
  await desk.expectDeskPageFine(page, html, "content-home");

  await page.getByRole("link", { name: "رویدادها", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/events$/);
  await desk.expectStateTabs(page);
  await desk.expectDeskPageFine(page, html, "content-events");

  // A new event, the slug left to the title; a cover uploaded with its text alternative.
  const form = await desk.openNewForm(page, "events", "رویداد تازه");
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
  await fillByLabel(form, {
    "نام محل برگزاری": "آوینوکس، شعبه مرکزی",
    "نشانی محل برگزاری": "کرمان، بلوار جمهوری، ساختمان نوآوری",
    ظرفیت: "۶۰",
    "هزینه ثبت‌نام (ریال)": "۵۰۰,۰۰۰",
  });
  await expect(form.getByLabel("هزینه ثبت‌نام (ریال)")).toHaveAccessibleDescription(/۵۰,۰۰۰ تومان/);
  await form.getByRole("button", { name: "افزودن بخش" }).click();
  await form.getByLabel("عنوان بخش").fill("ارائه‌ها");
  const session = form.getByRole("group", { name: "زمان بخش" });
  await fillByLabel(session, {
    تاریخ: day,
    "از ساعت": "۱۸:۰۰",
    "تا ساعت": "۱۹:۳۰",
  });
  await desk.uploadPicture(form, {
    alt: "شرکت‌کنندگان میت‌آپ پشت میزهای گرد",
    name: "cover.png",
    colour: [18, 110, 84],
  });
  await desk.expectDeskPageFine(page, html, "content-new");

  // Its page in the desk: a draft, with the slug made from the title; nobody outside sees it.
  const { editUrl, panel } = await desk.saveDraft(page, form, "events", title);
  const slugField = page.getByLabel("نامک");
  await expect(slugField).not.toHaveValue("");
  const slug = await slugField.inputValue();
  expect(slug).toContain("میت-آپ-آزمایشی-محتوا");
  expect(await publicView(slug, title)).toEqual(HIDDEN);
  await expect(page.getByRole("list", { name: "نسخه‌های رویداد" }).getByRole("listitem")).toHaveCount(1);
  await desk.expectDeskPageFine(page, html, "content-event");

  // The preview shows the draft as its page will look.
  await desk.checkPreview(
    page,
    { link: "پیش‌نمایش صفحه رویداد", heading: title, html, keepAs: "content-preview" },
    async () => {
      await expect(page.getByRole("main")).toContainText("۵۰,۰۰۰ تومان");
      await expect(page.getByRole("main")).toContainText("ارائه‌ها");
    },
  );
  await page.goto(editUrl);

  // Published: on /events, its page (with the Event JSON-LD and the uploaded cover), search and the sitemap.
  await desk.publishNow(panel, "صفحه رویداد در سایت");
  await expect(panel).toContainText("در سایت دیده می‌شود.");
  expect(await publicView(slug, title)).toEqual(SHOWN);
  const eventPage = await desk.visit(async (request) =>
    (await request.get(`/events/${encodeURIComponent(slug)}`)).text(),
  );
  expect(eventPage.includes('"@type":"Event"')).toBe(true);
  expect(eventPage.includes(`"name":"${title}"`)).toBe(true);
  expect(/src="\/api\/v1\/media\/images\/img-[0-9a-f]{32}-\d+x\d+\.webp"/.test(eventPage)).toBe(true);
  await expectAccessible(page);

  // A new slug: the old address answers 308 to the new one, and the desk lists the old one.
  const newSlug = `content-desk-e2e-${Date.now() % 1_000_000}`;
  await desk.moveAddress(page, "/events", slug, newSlug);
  expect(await publicView(newSlug, title)).toEqual(SHOWN);
  await expect(page.getByRole("list", { name: "نسخه‌های رویداد" }).getByRole("listitem")).toHaveCount(3);
  await expectAccessible(page);

  // Unpublished: a draft again, gone from the list, its page, search and the sitemap.
  await desk.takeOffSite(page);
  expect(await publicView(newSlug, title)).toEqual(HIDDEN);
  expect(
    await desk.visit(async (request) =>
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

  html.expectValid();
});
