// Job positions in the content desk (issue 14) as an editor uses them: from /admin/content to a new
// position in a unit, its description written in the rich-text field with a bold word, its
// requirements one a line, the salary in toman with Persian digits, its last day a Jalali date;
// saved as a draft nobody outside sees, previewed, published, and then on /jobs and its own page
// (the description rendered, the salary in toman, JobPosting structured data with the salary in
// rial); taken off again, it is gone. From the list, a new unit is a draft the public is not
// offered until it is published. A reviewer has no jobs desk. axe-core runs on every desk page
// opened.
import { expect, request as playwrightRequest, test, type APIRequestContext } from "./test";
import { E2E_BASE_URL, E2E_EDITOR_MOBILE, E2E_REVIEWER_MOBILE } from "./env";
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

test("an editor writes a position, publishes it, and it shows on /jobs and its page with JobPosting data", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = toPersian(String(Date.now() % 1_000_000));
  const title = `طراح محصول دیجیتال ${stamp}`;
  const bold = "اپلیکیشن رزرو";
  const nextYear = toPersian(
    String(
      Number(
        new Intl.DateTimeFormat("en-u-ca-persian", { year: "numeric", timeZone: "Asia/Tehran" })
          .format(new Date())
          .replace(/\D/g, ""),
      ) + 1,
    ),
  );

  await signInStaff(page, E2E_EDITOR_MOBILE);
  await page.goto("/admin/content");
  await expect(
    page.getByRole("list", { name: "فرصت‌های شغلی به تفکیک وضعیت", exact: true }).getByRole("link"),
  ).toHaveCount(4);
  await page.getByRole("link", { name: "فرصت‌های شغلی", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/jobs$/);
  await expect(page.getByRole("heading", { level: 1, name: "فرصت‌های شغلی" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  await page.getByRole("link", { name: "موقعیت تازه" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/jobs\/new$/);
  const form = page.getByRole("form", { name: "موقعیت شغلی تازه" });
  await form.getByLabel("واحد", { exact: true }).selectOption({ index: 1 });
  await form.getByLabel("عنوان موقعیت").fill(title);
  await form.getByLabel("نوع همکاری").selectOption({ label: "تمام‌وقت" });
  await form.getByLabel("خلاصه موقعیت").fill("طراحی رابط و تجربه کاربری محصولات آوینوکس، کنار تیم فنی.");
  const description = form.getByRole("textbox", { name: "شرح موقعیت" });
  await description.click();
  await page.keyboard.type("طراحی تجربه کاربری ");
  const tools = form.getByRole("toolbar", { name: "قالب شرح موقعیت" });
  await toggleFormat(tools.getByRole("button", { name: "پررنگ" }), description, true);
  await page.keyboard.type(bold);
  await toggleFormat(tools.getByRole("button", { name: "پررنگ" }), description, false);
  await page.keyboard.type(" آوینوکس.");
  await form.getByLabel("شرایط احراز").fill("دست‌کم دو سال تجربه طراحی محصول\nآشنایی با Figma");
  await form.getByLabel("مزایا").fill("بیمه تکمیلی");
  await form.getByLabel("کمترین حقوق ماهانه (تومان)").fill("۳۰٬۰۰۰٬۰۰۰");
  await form.getByLabel("بیشترین حقوق ماهانه (تومان)").fill("۲۰٬۰۰۰٬۰۰۰");
  await form.getByLabel("سال‌های سابقه").fill("۲");
  await form.getByLabel("آخرین روز ارسال رزومه").fill(`${nextYear}/۰۱/۲۰`);
  await form.getByRole("button", { name: "ذخیره پیش‌نویس" }).click();
  // The top below the floor is refused on its field, in Persian.
  await expect(form.getByText("بیشترین حقوق نباید از کمترین حقوق کمتر باشد.")).toBeVisible();
  await form.getByLabel("بیشترین حقوق ماهانه (تومان)").fill("۴۵٬۰۰۰٬۰۰۰");
  await expect(form.getByText("در سایت: ۴۵,۰۰۰,۰۰۰ تومان")).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await form.getByRole("button", { name: "ذخیره پیش‌نویس" }).click();

  // Its page in the desk: a draft; nobody outside sees it.
  await expect(page).toHaveURL(/\/admin\/content\/jobs\/\d+$/);
  const id = Number(page.url().split("/").pop());
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const panel = page.getByRole("region", { name: "انتشار" });
  await expect(panel).toContainText("پیش‌نویس است و فقط در میز کار دیده می‌شود.");
  await expect(page.getByLabel("کمترین حقوق ماهانه (تومان)")).toHaveValue("۳۰,۰۰۰,۰۰۰");
  expect(await visit(async (request) => (await request.get(`/api/v1/job/view?id=${id}`)).status())).toBe(404);
  await expectAccessible(page);

  await panel.getByRole("link", { name: "پیش‌نمایش صفحه موقعیت" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("article", { name: "شرح موقعیت" }).locator("strong")).toHaveText(bold);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectAccessible(page);
  await page.goBack();

  await panel.getByRole("button", { name: "انتشار همین حالا" }).click();
  const onSite = panel.getByRole("link", { name: "موقعیت در سایت" });
  await expect(onSite).toBeVisible();
  expect(await onSite.getAttribute("href")).toBe(`/jobs/${id}`);

  // The public jobs list and the position's page, with its JobPosting.
  await page.goto("/jobs");
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
  await page.goto(`/jobs/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator("#description-title").locator("..").locator("strong")).toHaveText(bold);
  await expect(page.getByText("۳۰,۰۰۰,۰۰۰ تا ۴۵,۰۰۰,۰۰۰ تومان")).toBeVisible();
  const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = structured.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Array<Record<string, unknown>>;
    const entries = Array.isArray(data)
      ? data
      : [data, ...((data["@graph"] as Array<Record<string, unknown>> | undefined) ?? [])];
    return entries.filter((entry) => entry["@type"] === "JobPosting");
  })[0];
  expect(posting).toMatchObject({
    title,
    baseSalary: { currency: "IRR", value: { minValue: 300_000_000, maxValue: 450_000_000 } },
  });
  await expectAccessible(page);

  // Taken off the site: its page is gone.
  await page.goto(`/admin/content/jobs/${id}`);
  await panel.getByRole("button", { name: "برداشتن از سایت" }).click();
  await expect(panel).toContainText("پیش‌نویس است و فقط در میز کار دیده می‌شود.");
  expect(await visit(async (request) => (await request.get(`/jobs/${id}`)).status())).toBe(404);

  // The units, from the list: a new one is a draft the jobs list does not offer; published, it is.
  await page.goto("/admin/content/jobs");
  await page.getByRole("link", { name: "واحدها", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "واحدهای فرصت‌های شغلی" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "واحد تازه" }).click();
  const unitForm = page.getByRole("form", { name: "واحد تازه" });
  const unitName = `واحد طراحی ${stamp}`;
  await unitForm.getByLabel("نام واحد").fill(unitName);
  await unitForm.getByLabel("توضیح واحد").fill("طراحی محصول، رابط کاربری و هویت بصری آوینوکس.");
  await unitForm.getByRole("button", { name: "ذخیره پیش‌نویس" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/jobs\/units\/\d+$/);
  const offered = () =>
    visit(async (request) =>
      ((await (await request.get("/api/v1/career-apply/units")).json()) as Array<{ name: string }>).map(
        (unit) => unit.name,
      ),
    );
  expect(await offered()).not.toContain(unitName);
  await page.getByRole("region", { name: "انتشار" }).getByRole("button", { name: "انتشار همین حالا" }).click();
  await expect(
    page.getByRole("region", { name: "انتشار" }).getByRole("link", { name: "موقعیت‌های واحد در سایت" }),
  ).toBeVisible();
  await expect.poll(offered).toContain(unitName);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});

test("a reviewer has no jobs desk: the Persian 403 screen, and the API refuses", async ({ page }) => {
  await signInStaff(page, E2E_REVIEWER_MOBILE);
  for (const path of [
    "/admin/content/jobs",
    "/admin/content/jobs/new",
    "/admin/content/jobs/1",
    "/admin/content/jobs/units",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "شما دسترسی به این صفحه را ندارید" })).toBeVisible();
  }
  await expectAccessible(page);
  expect((await page.request.get("/api/v1/admin/content/jobs")).status()).toBe(403);
  expect(
    (
      await page.request.post("/api/v1/admin/content/jobs/1/unpublish", { headers: { "client-id": "web" }, data: {} })
    ).status(),
  ).toBe(403);
});
