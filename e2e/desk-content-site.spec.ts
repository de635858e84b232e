// The site's settings in the content desk (issue 14) as an editor uses them: from /admin/content to
// /admin/content/site; the phone typed wrong is refused on its field in Persian, then typed in
// Persian digits and saved as a draft; a card of the home page renamed and a step moved down from
// the keyboard, saved as a draft; the public home page still shows neither while the desk's preview
// shows both; (between them, a social link dragged to the front and published at once); then the
// two drafts published, and within 2 s the footer, «تماس با ما» and the home page show all of it. axe-core
// runs on the desk's pages, the Nu checker on their HTML; the settings are put back as they were
// at the end (the API's save-and-publish, which also clears a draft left by a failure), for the
// other specs. (A reviewer has no settings desk: desk-content-reviewer.spec.ts.)
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "./test";
import type { DeskSiteSettings } from "../shared/types/site";
import { E2E_BASE_URL, E2E_EDITOR_MOBILE } from "./env";
import { nuErrors } from "./nu-checker";
import { signInStaff } from "./staff";
import { expectAccessible, expectFieldError, expectNoHorizontalScroll, toPersian } from "./support";

/** A page of the site as a visitor gets it, on a connection of its own. */
async function visitorHtml(path: string): Promise<string> {
  const visitor: APIRequestContext = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    return await (await visitor.get(path)).text();
  } finally {
    await visitor.dispose();
  }
}

/** Puts each group back as it was, against its current version (the editor's session). */
async function restore(page: Page, original: DeskSiteSettings) {
  const current = (await (await page.request.get("/api/v1/admin/content/site")).json()) as DeskSiteSettings;
  for (const key of ["contact", "social", "home"] as const) {
    const response = await page.request.put(`/api/v1/admin/content/site/${key}`, {
      headers: { "client-id": "web" },
      data: { value: original[key].value, version: current[key].version },
    });
    expect(response.status(), key).toBe(200);
  }
}

test("an editor drafts the phone and a home card, previews them, publishes them and the social links, and the site shows them within 2 s", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const stamp = toPersian(String(Date.now() % 100_000));
  const cardTitle = `فضای کار و کافه ${stamp}`;

  await signInStaff(page, E2E_EDITOR_MOBILE);
  const original = (await (await page.request.get("/api/v1/admin/content/site")).json()) as DeskSiteSettings;
  const [firstStep, secondStep] = original.home.value.steps;
  const [firstLink, secondLink] = original.social.value;

  try {
    await page.goto("/admin/content");
    await page.getByRole("link", { name: "تنظیمات سایت", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/content\/site$/);
    await expect(page.getByRole("heading", { level: 1, name: "تنظیمات سایت" })).toBeVisible();
    const documents: Record<string, string> = {
      "desk-site": await (await page.request.get("/admin/content/site")).text(),
    };
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    // The phone: refused when it is not one, then saved as a draft in Persian digits.
    const contact = page.getByRole("form", { name: "راه‌های تماس" });
    const phone = contact.getByLabel("تلفن");
    await phone.fill("۱۲۳۴۵");
    await contact.getByRole("button", { name: "ذخیره پیش‌نویس" }).click();
    await expectFieldError(phone, /تلفن باید یک شماره تلفن معتبر باشد/);
    await expectAccessible(page);
    await phone.fill("۰۳۴-۳۵۵۵۶۶۷۷");
    await contact.getByRole("button", { name: "ذخیره پیش‌نویس" }).click();
    await expect(
      page.getByText("پیش‌نویس راه‌های تماس ذخیره شد؛ سایت تا انتشار آن همان نسخه قبلی را نشان می‌دهد."),
    ).toBeVisible();
    await expect(contact.getByText("پیش‌نویس منتشرنشده")).toBeVisible();

    // The social links: the second dragged to the front and published at once (saved as a draft, then published).
    const social = page.getByRole("form", { name: "شبکه‌های اجتماعی" });
    const links = social.getByRole("list", { name: "شبکه‌های اجتماعی به ترتیب نمایش" }).locator(":scope > li");
    await links.nth(1).dragTo(links.nth(0));
    await expect(social.getByLabel("نام پیوند ۱")).toHaveValue(secondLink!.name);
    await social.getByRole("button", { name: "انتشار" }).click();
    await expect(page.getByText("شبکه‌های اجتماعی منتشر شد و در چند ثانیه در سایت دیده می‌شود.")).toBeVisible();

    // The home page: the first card renamed, the first step moved down from the keyboard, saved as a draft.
    const home = page.getByRole("form", { name: "بخش‌های صفحه اصلی" });
    await home.getByLabel("عنوان کارت ۱").fill(cardTitle);
    await home.getByRole("button", { name: "پایین‌تر بردن گام ۱ از ۳" }).focus();
    await page.keyboard.press("Enter");
    await expect(home.getByText("گام به جای ۲ از ۳ رفت.")).toBeAttached();
    await expect(home.getByLabel("عنوان گام ۱")).toHaveValue(secondStep!.title);
    // The focus stayed on the moved step's button.
    await expect(home.getByRole("button", { name: "پایین‌تر بردن گام ۲ از ۳" })).toBeFocused();
    await home.getByRole("button", { name: "ذخیره پیش‌نویس" }).click();
    await expect(home.getByText("پیش‌نویس منتشرنشده")).toBeVisible();
    await expectAccessible(page);
    documents["desk-site-drafts"] = await (await page.request.get("/admin/content/site")).text();

    // The public home page shows neither draft; the desk's preview shows both.
    const shownPhone = "۰۳۴-۳۵۵۵۶۶۷۷";
    const publicHome = await visitorHtml("/");
    expect(publicHome).not.toContain(cardTitle);
    expect(publicHome).not.toContain(shownPhone);
    await home.getByRole("link", { name: "پیش‌نمایش" }).click();
    await expect(page).toHaveURL(/\/admin\/content\/site\/preview$/);
    await expect(
      page.getByText("پیش‌نویس‌های منتشرنشده: «راه‌های تماس»، «بخش‌های صفحه اصلی».", { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: cardTitle })).toBeVisible();
    await expect(page.getByRole("link", { name: shownPhone })).toHaveAttribute("href", "tel:03435556677");
    await expectAccessible(page);
    documents["desk-site-preview"] = await (await page.request.get("/admin/content/site/preview")).text();
    await page.getByRole("link", { name: "بازگشت به تنظیمات سایت" }).click();
    await expect(page).toHaveURL(/\/admin\/content\/site$/);

    // The two drafts published.
    for (const [form, name] of [
      [page.getByRole("form", { name: "راه‌های تماس" }), "راه‌های تماس"],
      [page.getByRole("form", { name: "بخش‌های صفحه اصلی" }), "بخش‌های صفحه اصلی"],
    ] as const) {
      await form.getByRole("button", { name: "انتشار" }).click();
      await expect(page.getByText(`${name} منتشر شد و در چند ثانیه در سایت دیده می‌شود.`)).toBeVisible();
      await expect(form.getByText("منتشرشده", { exact: true })).toBeVisible();
    }

    // Within 2 s the site shows it: the footer and «تماس با ما», the home page.
    await expect
      .poll(async () => (await visitorHtml("/contact-us")).split(shownPhone).length - 1, { timeout: 2_000 })
      .toBeGreaterThanOrEqual(2);
    await expect
      .poll(
        async () => {
          const html = await visitorHtml("/");
          return (
            html.includes(cardTitle) &&
            html.includes(shownPhone) &&
            html.indexOf(secondStep!.title) < html.indexOf(firstStep!.title) &&
            html.indexOf(`href="${secondLink!.href}"`) < html.indexOf(`href="${firstLink!.href}"`)
          );
        },
        { timeout: 2_000 },
      )
      .toBe(true);

    // Pages with no data of their own (/club, the 404 screen) show it too: none is built once and kept.
    for (const path of ["/club", "/no-such-page-here"]) {
      await expect
        .poll(async () => (await visitorHtml(path)).includes(shownPhone), { timeout: 2_000, message: path })
        .toBe(true);
    }

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 3, name: cardTitle })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: shownPhone })).toHaveAttribute(
      "href",
      "tel:03435556677",
    );

    expect(nuErrors(documents)).toEqual([]);
  } finally {
    await restore(page, original);
  }
});
