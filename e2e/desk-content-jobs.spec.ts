// Job positions in the content desk (issue 14) as an editor uses them: from /admin/content to a new
// position in a unit, its description written in the rich-text field with a bold word, its
// requirements one a line, the salary in toman with Persian digits, its last day a Jalali date;
// saved as a draft nobody outside sees, previewed, published, and then on /jobs and its own page
// (the description rendered, the salary in toman, JobPosting structured data with the salary in
// rial); taken off again, it is gone. From the list, a new unit is a draft the public is not
// offered until it is published. (A reviewer has no jobs desk: desk-content-reviewer.spec.ts.)
// axe-core runs on every desk page opened.
import { expect, test } from "./test";
import * as desk from "./desk-content-steps";
import { expectAccessible, fillByLabel, toPersian } from "./support";

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

  await desk.editorOnList(page, { title: "فرصت‌های شغلی", path: "jobs" });

  const form = await desk.openNewForm(page, "jobs", "موقعیت تازه", "موقعیت شغلی تازه");
  await form.getByLabel("واحد", { exact: true }).selectOption({ index: 1 });
  await form.getByLabel("عنوان موقعیت").fill(title);
  await form.getByLabel("نوع همکاری").selectOption({ label: "تمام‌وقت" });
  await form.getByLabel("خلاصه موقعیت").fill("طراحی رابط و تجربه کاربری محصولات آوینوکس، کنار تیم فنی.");
  await desk.typeWithBold(page, form, "شرح موقعیت", ["طراحی تجربه کاربری ", bold, " آوینوکس."]);
  await fillByLabel(form, {
    "شرایط احراز": "دست‌کم دو سال تجربه طراحی محصول\nآشنایی با Figma",
    مزایا: "بیمه تکمیلی",
    "کمترین حقوق ماهانه (تومان)": "۳۰٬۰۰۰٬۰۰۰",
    "بیشترین حقوق ماهانه (تومان)": "۲۰٬۰۰۰٬۰۰۰",
    "سال‌های سابقه": "۲",
    "آخرین روز ارسال رزومه": `${nextYear}/۰۱/۲۰`,
  });
  await form.getByRole("button", { name: "ذخیره پیش‌نویس" }).click();
  // The top below the floor is refused on its field, in Persian.
  await expect(form.getByText("بیشترین حقوق نباید از کمترین حقوق کمتر باشد.")).toBeVisible();
  await form.getByLabel("بیشترین حقوق ماهانه (تومان)").fill("۴۵٬۰۰۰٬۰۰۰");
  await expect(form.getByText("در سایت: ۴۵,۰۰۰,۰۰۰ تومان")).toBeVisible();
  await desk.expectDeskPageFine(page);

  // Its page in the desk: a draft; nobody outside sees it.
  const { id, panel } = await desk.saveDraft(page, form, "jobs", title);
  await expect(page.getByLabel("کمترین حقوق ماهانه (تومان)")).toHaveValue("۳۰,۰۰۰,۰۰۰");
  expect(await desk.visit(async (request) => (await request.get(`/api/v1/job/view?id=${id}`)).status())).toBe(404);
  await expectAccessible(page);

  await desk.checkPreview(page, { link: "پیش‌نمایش صفحه موقعیت", heading: title }, () =>
    expect(page.getByRole("article", { name: "شرح موقعیت" }).locator("strong")).toHaveText(bold),
  );
  await page.goBack();

  const onSite = await desk.publishNow(panel, "موقعیت در سایت");
  expect(await onSite.getAttribute("href")).toBe(`/jobs/${id}`);

  // The public jobs list and the position's page, with its JobPosting.
  await desk.expectOnSite(page, { list: "/jobs", path: `/jobs/${id}`, title, bold, section: "description-title" });
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

  // Taken off the site: its page is gone.
  await desk.takeOffSite(page, `/admin/content/jobs/${id}`);
  expect(await desk.visit(async (request) => (await request.get(`/jobs/${id}`)).status())).toBe(404);

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
    desk.visit(async (request) =>
      ((await (await request.get("/api/v1/career-apply/units")).json()) as Array<{ name: string }>).map(
        (unit) => unit.name,
      ),
    );
  expect(await offered()).not.toContain(unitName);
  await desk.publishNow(desk.publishingPanel(page), "موقعیت‌های واحد در سایت");
  await expect.poll(offered).toContain(unitName);
  await desk.expectDeskPageFine(page);
});
