// Workspace branches in the content desk (issue 14) as an editor uses them: from /admin/content to
// a new branch with its phone and point typed in Persian digits, its weekly day off and an uploaded
// picture with its alt text, saved as a draft nobody outside sees, previewed, published and then on
// /workspaces and in the reservation form's branches; its page links its spaces and its closed days
// in the reservation calendar; taken off the site, it is gone again. (A hidden branch taking its
// spaces and plans with it, and the reservation API's 422: tests/api/content/branches.test.ts.)
// axe-core runs on every desk page opened, the W3C Nu checker on their HTML.
import { expect, test } from "./test";
import * as desk from "./desk-content-steps";
import { expectAccessible, fillByLabel, toPersian } from "./support";

/** Whether /workspaces and the reservation form name the branch, as a visitor on a connection of its own sees them. */
const publicLook = (name: string): Promise<{ workspaces: boolean; reservation: boolean }> =>
  desk.visit(async (visitor) => ({
    workspaces: (await (await visitor.get("/workspaces")).text()).includes(name),
    reservation: (await (await visitor.get("/reservation")).text()).includes(name),
  }));

test("an editor adds a branch, publishes it on /workspaces and the reservation form, and takes it off", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = `شعبه باغ نظر ${toPersian(String(Date.now() % 1_000_000))}`;
  const alt = "ساختمان آجری شعبه با درختان باغ در کنار آن";

  const html = await desk.editorOnList(page, {
    title: "شعبه‌ها",
    path: "branches",
    counted: false,
    keepAs: "branches-list",
  });

  const form = await desk.openNewForm(page, "branches", "شعبه تازه");
  await fillByLabel(form, {
    "نام شعبه": name,
    "توضیح شعبه": "شعبه‌ای کوچک و آرام در مرکز شهر، کنار باغ نظر.",
    شهر: "کرمان",
    تلفن: "۰۳۴-۳۲۲۲۱۱۰۰",
    نشانی: "کرمان، خیابان شریعتی، روبه‌روی باغ نظر، پلاک ۱۲",
    "ساعات کاری": "شنبه تا چهارشنبه ۸ تا ۲۰",
    "عرض جغرافیایی": "۵۱٫۵",
    "طول جغرافیایی": "۵۷٫۰۷۱۲",
  });
  await form.getByRole("checkbox", { name: "جمعه" }).check();
  await form.getByRole("button", { name: "ذخیره پیش‌نویس" }).click();
  await expect(form.getByText(/^مقدار عرض جغرافیایی باید (۴۰|40) یا کمتر باشد/)).toBeVisible();
  await form.getByLabel("عرض جغرافیایی").fill("۳۰٫۲۸۹۱");
  await desk.uploadPicture(form, {
    alt,
    name: "branch.png",
    colour: [150, 90, 60],
  });
  await desk.expectDeskPageFine(page, html, "branch-new");

  const { id, panel } = await desk.saveDraft(page, form, "branches", name);
  const branchId = String(id);
  await expect(page.getByLabel("تلفن")).toHaveValue("۰۳۴-۳۲۲۲۱۱۰۰");
  await expect(page.getByRole("checkbox", { name: "جمعه" })).toBeChecked();
  await expect(page.getByRole("link", { name: "تقویم رزرو" })).toHaveAttribute(
    "href",
    `/admin/content/calendar#branch-${branchId}`,
  );
  expect(await publicLook(name)).toEqual({ workspaces: false, reservation: false });
  await html.keepAccessible("branch-edit");

  await panel.getByRole("link", { name: "پیش‌نمایش شعبه" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("img", { name: alt })).toBeVisible();
  await expectAccessible(page);
  await page.goBack();
  await desk.publishNow(panel, "شعبه در صفحه فضاهای کار");
  await expect.poll(() => publicLook(name)).toEqual({ workspaces: true, reservation: true });

  // Its spaces: the spaces list narrowed to it (none yet).
  await page.getByRole("link", { name: "۰ فضای این شعبه" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/content/spaces\\?branch_id=${branchId}$`));
  await expect(page.getByLabel("شعبه", { exact: true })).toHaveValue(branchId);
  await html.keepAccessible("spaces-of-branch");

  await desk.takeOffSite(page, `/admin/content/branches/${branchId}`);
  await expect.poll(() => publicLook(name)).toEqual({ workspaces: false, reservation: false });

  html.expectValid();
});
