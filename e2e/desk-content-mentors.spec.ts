// Mentors in the content desk (issue 14) as an editor uses them: from /admin/content to a new
// mentor in a category, the bio written in the rich-text field with a bold word, the topics one a
// line, the session price in toman with Persian digits, a square photo uploaded with its text
// alternative; saved as a draft nobody outside sees, previewed, published, and then on /mentors,
// its own page (the photo with its alternative, the bio rendered, the price in toman) and the
// session request form's choices; taken off again, it is gone from all three. (A reviewer has no
// mentors desk: desk-content-reviewer.spec.ts.) axe-core runs on every desk page opened, the W3C
// Nu checker on their HTML.
import { expect, test } from "./test";
import * as desk from "./desk-content-steps";
import { expectAccessible, fillByLabel, toPersian } from "./support";

/** Where the public meets the mentor: its page (status), a link to it on /mentors, and a choice of it in the session request form. */
const seenAt = (id: number) =>
  desk.visit(async (request) => {
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

  const html = await desk.editorOnList(page, { title: "منتورها", path: "mentors", keepAs: "mentors-list" });

  const form = await desk.openNewForm(page, "mentors", "منتور تازه");
  await form.getByLabel("نام منتور").fill(name);
  await form.getByLabel("حوزه منتور").selectOption({ index: 1 });
  await form.getByLabel("عنوان شغلی").fill("مدیر محصول");
  await form.getByLabel("شرکت یا سازمان").fill("سلامت‌یار");
  await desk.typeWithBold(page, form, "معرفی منتور", ["پانزده سال ", bold, " در استارتاپ‌های سلامت."]);
  await fillByLabel(form, {
    "موضوع‌های مشاوره": "کشف مشتری\nقیمت‌گذاری",
    "سال‌های سابقه": "۱۵",
    "هزینه هر جلسه (تومان)": "۱٬۵۰۰٬۰۰۰",
  });
  await expect(form.getByText("در سایت: ۱,۵۰۰,۰۰۰ تومان")).toBeVisible();
  await form.getByLabel("لینکدین").fill("https://example.com/parisa");
  await form.getByRole("button", { name: "ذخیره پیش‌نویس" }).click();
  // A link off LinkedIn is refused on its field, in Persian.
  await expect(form.getByText("نشانی لینکدین باید از دامنه linkedin.com باشد")).toBeVisible();
  await form.getByLabel("لینکدین").fill("@parisa-rahimi");

  const photo = await desk.uploadPicture(form, {
    alt,
    name: "avatar.png",
    width: 600,
    height: 400,
    colour: [120, 60, 160],
  });
  // Cut square: 148×148 and twice that for sharp screens.
  await expect(photo).toHaveAttribute(
    "srcset",
    /^\/api\/v1\/media\/images\/img-[0-9a-f]{32}-296x296\.webp 296w, \/api\/v1\/media\/images\/img-[0-9a-f]{32}-148x148\.webp 148w$/,
  );
  await desk.expectDeskPageFine(page, html, "mentor-new");

  // Its page in the desk: a draft; nobody outside sees it.
  const { editUrl, id, panel } = await desk.saveDraft(page, form, "mentors", name);
  await expect(page.getByLabel("هزینه هر جلسه (تومان)")).toHaveValue("۱,۵۰۰,۰۰۰");
  await expect(page.getByLabel("لینکدین")).toHaveValue("https://www.linkedin.com/in/parisa-rahimi");
  expect(await seenAt(id)).toEqual({ page: 404, listed: false, offered: false });
  await html.keepAccessible("mentor-edit");

  await desk.checkPreview(
    page,
    { link: "پیش‌نمایش صفحه منتور", heading: name, html, keepAs: "mentor-preview" },
    async () => {
      await expect(page.getByRole("article", { name: "درباره منتور" }).locator("strong")).toHaveText(bold);
      await expect(page.getByRole("img", { name: alt })).toBeVisible();
    },
  );
  await page.goto(editUrl);

  const onSite = await desk.publishNow(panel, "صفحه منتور در سایت");
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
  await desk.takeOffSite(page, editUrl);
  await expect.poll(() => seenAt(id)).toEqual({ page: 404, listed: false, offered: false });

  html.expectValid();
});
