// Workspace spaces and plans in the content desk (issue 14) as an editor uses them: from
// /admin/content to a new space in a branch with an uploaded picture and its alt text, saved as a
// draft nobody outside sees, previewed, published and then on /workspaces; a plan in it with its
// price in toman (Persian digits), published, shown under the space at its price and offered by the
// reservation form; the space taken off the site takes the plan with it (gone from /workspaces, the
// plan API 404; the reservation API's 422: tests/api/reservation.test.ts). (A reviewer has no
// workspace desk: desk-content-reviewer.spec.ts.)
// axe-core runs on every desk page opened, the W3C Nu checker on their HTML.
import { expect, test } from "./test";
import * as desk from "./desk-content-steps";
import { expectAccessible, fillByLabel, toPersian } from "./support";

/** Whether /workspaces shows the text, and how the plan API answers for the plan. */
const publicLook = (text: string, planId?: number) =>
  desk.visit(async (request) => ({
    listed: (await (await request.get("/workspaces")).text()).includes(text),
    plan: planId === undefined ? undefined : (await request.get(`/api/v1/location-plan/${planId}`)).status(),
  }));

test("an editor adds a space and a plan, publishes them on /workspaces and the reservation form, and takes the space off", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = toPersian(String(Date.now() % 1_000_000));
  const spaceName = `اتاق پادکست ${stamp}`;
  const planTitle = `ضبط پادکست ساعتی ${stamp}`;
  const alt = "اتاقی کوچک با دو میکروفون روی میز و دیوار عایق صدا";

  const html = await desk.editorOnList(page, {
    title: "فضاهای کار",
    path: "spaces",
    keepAs: "spaces-list",
    check: () => expect(page.getByRole("link", { name: "تقویم رزرو" })).toBeVisible(),
  });

  // A new space, its picture uploaded with what it shows.
  const form = await desk.openNewForm(page, "spaces", "فضای تازه");
  // A seeded branch, on the site (the branches spec leaves one of its own off it).
  await form.getByLabel("شعبه", { exact: true }).selectOption({ label: "شعبه مرکزی پارک علم و فناوری" });
  await fillByLabel(form, {
    "نام فضا": spaceName,
    "توضیح فضا": "اتاقی عایق‌شده برای ضبط پادکست و گفت‌وگوی صوتی، با دو میکروفون.",
    طبقه: "طبقه اول",
    "ظرفیت فضا (نفر)": "۳",
    "امکانات فضا": "دو میکروفون\nعایق صدا",
  });
  await form.getByRole("button", { name: "ذخیره پیش‌نویس" }).click();
  await expect(form.getByText("متن جایگزین تصویر فضا الزامی است")).toBeVisible();
  await desk.uploadPicture(form, {
    alt,
    name: "space.png",
    colour: [40, 90, 140],
  });
  await desk.expectDeskPageFine(page, html, "space-new");

  const { editUrl: spaceUrl, panel } = await desk.saveDraft(page, form, "spaces", spaceName);
  expect((await publicLook(spaceName)).listed).toBe(false);
  await html.keepAccessible("space-edit");

  await panel.getByRole("link", { name: "پیش‌نمایش فضا" }).click();
  await expect(page.getByRole("heading", { level: 2, name: spaceName })).toBeVisible();
  await expect(page.getByRole("img", { name: alt })).toBeVisible();
  await expectAccessible(page);
  await page.goBack();
  await desk.publishNow(panel, "فضای کار در سایت");
  await expect.poll(async () => (await publicLook(spaceName)).listed).toBe(true);

  // A plan in it, its price in toman.
  await page.goto("/admin/content/plans/new");
  const planForm = page.getByRole("form", { name: "پلن تازه" });
  const spaceSelect = planForm.getByLabel("فضا", { exact: true });
  await spaceSelect.selectOption({
    label: (await spaceSelect.locator("option", { hasText: spaceName }).textContent()) ?? spaceName,
  });
  await planForm.getByLabel("نوع خدمت").selectOption({ label: "سالن جلسه" });
  await planForm.getByLabel("عنوان پلن").fill(planTitle);
  await planForm.getByLabel("توضیح پلن").fill("یک ساعت ضبط با میکروفون‌ها و عایق صدا، برای دو یا سه نفر.");
  await planForm.getByLabel("دوره قیمت").selectOption({ label: "ساعتی" });
  await planForm.getByLabel("قیمت (تومان)").fill("۱۸۰٬۰۰۰");
  await expect(planForm.getByText("در سایت: ۱۸۰,۰۰۰ تومان (ساعتی)")).toBeVisible();
  await planForm.getByLabel("ظرفیت پلن (نفر)").fill("۳");
  await expect(planForm.getByRole("link", { name: "تقویم رزرو" })).toBeVisible();
  await desk.expectDeskPageFine(page, html, "plan-new");
  await planForm.getByRole("button", { name: "ذخیره پیش‌نویس" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/plans\/\d+$/);
  const planId = Number(page.url().split("/").pop());
  await expect(page.getByLabel("قیمت (تومان)")).toHaveValue("۱۸۰,۰۰۰");
  expect(await publicLook(planTitle, planId)).toEqual({ listed: false, plan: 404 });
  await html.keep("plan-edit");
  await panel.getByRole("link", { name: "پیش‌نمایش پلن" }).click();
  await expect(page.getByRole("heading", { level: 2, name: planTitle })).toBeVisible();
  await expectAccessible(page);
  await page.goBack();
  await desk.publishNow(panel, "فضای کار در سایت");

  // On /workspaces under its space at its price, and offered by the reservation form.
  await expect.poll(() => publicLook(planTitle, planId)).toEqual({ listed: true, plan: 200 });
  await page.goto("/workspaces");
  const spaceCard = page.getByRole("article", { name: spaceName });
  await expect(spaceCard.getByRole("img", { name: alt })).toBeVisible();
  const planCard = spaceCard.getByRole("article").filter({ has: page.getByRole("heading", { name: planTitle }) });
  await expect(planCard.getByText("۱۸۰,۰۰۰ تومان", { exact: true })).toBeVisible();
  await expect(planCard.getByText("ساعتی", { exact: true })).toBeVisible();
  await page.goto(`/reservation?location_plan_id=${planId}`);
  await expect(page.getByRole("radio", { name: new RegExp(planTitle) })).toBeChecked();

  // The space's page links its plans: the plans list narrowed to it, its one plan only.
  await page.goto(spaceUrl);
  await page.getByRole("link", { name: "۱ پلن این فضا" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/content/plans\\?location_id=${spaceUrl.split("/").pop()}$`));
  await expect(page.getByLabel("فضا", { exact: true })).toHaveValue(spaceUrl.split("/").pop()!);
  await expect(page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 2 })).toHaveText([planTitle]);
  await expectAccessible(page);

  // The space taken off the site: it and its plan are gone.
  await desk.takeOffSite(page, spaceUrl);
  await expect.poll(() => publicLook(spaceName, planId)).toEqual({ listed: false, plan: 404 });
  await page.goto(`/admin/content/plans/${planId}`);
  await expect(page.getByRole("note")).toContainText("در سایت نیست");

  html.expectValid();
});
