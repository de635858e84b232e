// Discount codes in the content desk (issue 14) as an editor uses them: from /admin/content to a
// new code (typed in lower case, its percent and its end in Persian digits, the end a Jalali date
// and time), saved as a draft, previewed (what the reservation form answers for each service, and
// that a draft is unknown to it), published, and then accepted by the reservation form's coupon
// field with its percent; taken off again, refused. axe-core runs on every desk page opened, the Nu
// checker on their HTML. (Every refusal's message, the window, the limit of uses and the roles:
// tests/api/content/coupons.test.ts.)
import { expect, test, type Page } from "./test";
import * as desk from "./desk-content-steps";
import { expectFieldError, toPersian } from "./support";

/** What the panel says of a code the reservation form does not know yet. */
const COUPON_DRAFT_NOTE = "پیش‌نویس است";

/** The reservation form's coupon field, given the code and checked. */
async function checkOnReservationForm(page: Page, code: string) {
  await page.goto("/reservation");
  // Typed before the form hydrates, the code would be wiped and an empty one checked.
  await page.waitForLoadState("networkidle");
  const field = page.getByLabel("کد تخفیف", { exact: true });
  await field.fill(code);
  await expect(field).toHaveValue(code);
  await page.getByRole("button", { name: "بررسی کد" }).click();
  return field;
}

test("an editor creates a discount code, the reservation form accepts it once published and refuses it once taken off", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now() % 1_000_000);
  const code = `DESK-${stamp}`;
  const title = `تخفیف آزمایشی ${toPersian(stamp)}`;

  const html = await desk.editorOnList(page, {
    title: "کدهای تخفیف",
    path: "coupons",
    heading: false,
    keepAs: "list",
    check: () => expect(page.getByRole("main").getByRole("heading", { level: 2, name: "STUDENT20" })).toBeVisible(),
  });

  const form = await desk.openNewForm(page, "coupons", "کد تخفیف تازه");
  await form.getByLabel("کد", { exact: true }).fill(code.toLowerCase());
  await form.getByLabel("درصد تخفیف").fill("۱۵");
  await form.getByLabel("عنوان کد تخفیف").fill(title);
  const end = form.getByRole("group", { name: "پایان اعتبار" });
  await end.getByLabel("تاریخ").fill("۱۴۲۰/۰۱/۰۱");
  await end.getByLabel("ساعت").fill("۲۳:۵۹");
  await desk.expectDeskPageFine(page, html, "new");

  const { editUrl: couponUrl, panel } = await desk.saveDraft(page, form, "coupons", code, COUPON_DRAFT_NOTE);
  await expect(page.getByText("تا ۱ فروردین ۱۴۲۰")).toBeVisible();
  await html.keepAccessible("edit");

  await panel.getByRole("link", { name: "پیش‌نمایش پاسخ کد" }).click();
  await expect(page.getByRole("note")).toContainText("کد تخفیف معتبر نیست");
  const answers = page.getByRole("table", { name: "پاسخ بررسی کد برای هر نوع خدمت" });
  await expect(answers.getByRole("row", { name: /میز آزاد/ })).toContainText(`کد «${title}» پذیرفته شد: ۱۵٪ تخفیف`);
  await html.keepAccessible("preview");

  await page.goto(couponUrl);
  await desk.publishNow(panel, "فرم رزرو فضای کار در سایت");
  await checkOnReservationForm(page, code.toLowerCase());
  await expect(page.getByRole("status").filter({ hasText: `کد «${title}» پذیرفته شد: ۱۵٪ تخفیف` })).toBeVisible();

  await desk.takeOffSite(page, couponUrl, COUPON_DRAFT_NOTE);
  await expectFieldError(await checkOnReservationForm(page, code), "کد تخفیف معتبر نیست");

  html.expectValid();
});
