// Discount codes in the content desk (issue 14) as an editor uses them: from /admin/content to a
// new code (typed in lower case, its percent and its end in Persian digits, the end a Jalali date
// and time), saved as a draft, previewed (what the reservation form answers for each service, and
// that a draft is unknown to it), published, and then accepted by the reservation form's coupon
// field with its percent; taken off again, refused. axe-core runs on every desk page opened, the Nu
// checker on their HTML. (Every refusal's message, the window, the limit of uses and the roles:
// tests/api/content/coupons.test.ts.)
import { expect, test, type Page } from "./test";
import { E2E_EDITOR_MOBILE } from "./env";
import { nuErrors } from "./nu-checker";
import { signInStaff } from "./staff";
import { expectAccessible, expectFieldError, expectNoHorizontalScroll, toPersian } from "./support";

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
  const documents: Record<string, string> = {};
  const keepHtml = async (key: string) => void (documents[key] = await (await page.request.get(page.url())).text());

  await signInStaff(page, E2E_EDITOR_MOBILE);
  await page.goto("/admin/content");
  await expect(page.getByRole("list", { name: "کدهای تخفیف به تفکیک وضعیت" }).getByRole("link")).toHaveCount(4);
  await page.getByRole("link", { name: "کدهای تخفیف", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/coupons$/);
  await expect(page.getByRole("main").getByRole("heading", { level: 2, name: "STUDENT20" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await keepHtml("list");

  await page.getByRole("link", { name: "کد تخفیف تازه" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/coupons\/new$/);
  const form = page.getByRole("form", { name: "کد تخفیف تازه" });
  await form.getByLabel("کد", { exact: true }).fill(code.toLowerCase());
  await form.getByLabel("درصد تخفیف").fill("۱۵");
  await form.getByLabel("عنوان کد تخفیف").fill(title);
  const end = form.getByRole("group", { name: "پایان اعتبار" });
  await end.getByLabel("تاریخ").fill("۱۴۲۰/۰۱/۰۱");
  await end.getByLabel("ساعت").fill("۲۳:۵۹");
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await keepHtml("new");
  await form.getByRole("button", { name: "ذخیره پیش‌نویس" }).click();

  await expect(page).toHaveURL(/\/admin\/content\/coupons\/\d+$/);
  const couponUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name: code })).toBeVisible();
  await expect(page.getByText("تا ۱ فروردین ۱۴۲۰")).toBeVisible();
  const panel = page.getByRole("region", { name: "انتشار" });
  await expect(panel).toContainText("پیش‌نویس است");
  await expectAccessible(page);
  await keepHtml("edit");

  await panel.getByRole("link", { name: "پیش‌نمایش پاسخ کد" }).click();
  await expect(page.getByRole("note")).toContainText("کد تخفیف معتبر نیست");
  const answers = page.getByRole("table", { name: "پاسخ بررسی کد برای هر نوع خدمت" });
  await expect(answers.getByRole("row", { name: /میز آزاد/ })).toContainText(`کد «${title}» پذیرفته شد: ۱۵٪ تخفیف`);
  await expectAccessible(page);
  await keepHtml("preview");

  await page.goto(couponUrl);
  await panel.getByRole("button", { name: "انتشار همین حالا" }).click();
  await expect(panel.getByRole("link", { name: "فرم رزرو فضای کار در سایت" })).toBeVisible();
  await checkOnReservationForm(page, code.toLowerCase());
  await expect(page.getByRole("status").filter({ hasText: `کد «${title}» پذیرفته شد: ۱۵٪ تخفیف` })).toBeVisible();

  await page.goto(couponUrl);
  await panel.getByRole("button", { name: "برداشتن از سایت" }).click();
  await expect(panel).toContainText("پیش‌نویس است");
  await expectFieldError(await checkOnReservationForm(page, code), "کد تخفیف معتبر نیست");

  expect(nuErrors(documents)).toEqual([]);
});
