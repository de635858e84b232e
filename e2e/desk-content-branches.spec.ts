// Workspace branches in the content desk (issue 14) as an editor uses them: from /admin/content to
// a new branch with its phone and point typed in Persian digits, its weekly day off and an uploaded
// picture with its alt text, saved as a draft nobody outside sees, previewed, published and then on
// /workspaces and in the reservation form's branches; its page links its spaces and its closed days
// in the reservation calendar; taken off the site, it is gone again. (A hidden branch taking its
// spaces and plans with it, and the reservation API's 422: tests/api/content/branches.test.ts.)
// axe-core runs on every desk page opened, the W3C Nu checker on their HTML.
import { expect, request as playwrightRequest, test } from "./test";
import sharp from "sharp";
import { E2E_BASE_URL, E2E_EDITOR_MOBILE } from "./env";
import { nuErrors } from "./nu-checker";
import { signInStaff } from "./staff";
import { expectAccessible, expectNoHorizontalScroll, toPersian } from "./support";

/** Whether /workspaces and the reservation form name the branch, as a visitor on a connection of its own sees them. */
async function publicLook(name: string): Promise<{ workspaces: boolean; reservation: boolean }> {
  const visitor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    return {
      workspaces: (await (await visitor.get("/workspaces")).text()).includes(name),
      reservation: (await (await visitor.get("/reservation")).text()).includes(name),
    };
  } finally {
    await visitor.dispose();
  }
}

test("an editor adds a branch, publishes it on /workspaces and the reservation form, and takes it off", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = `شعبه باغ نظر ${toPersian(String(Date.now() % 1_000_000))}`;
  const alt = "ساختمان آجری شعبه با درختان باغ در کنار آن";
  const documents: Record<string, string> = {};
  const keepHtml = async (key: string) => void (documents[key] = await (await page.request.get(page.url())).text());

  await signInStaff(page, E2E_EDITOR_MOBILE);
  await page.goto("/admin/content");
  await page.getByRole("link", { name: "شعبه‌ها", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/branches$/);
  await expect(page.getByRole("heading", { level: 1, name: "شعبه‌ها" })).toBeVisible();
  await expectAccessible(page);
  await keepHtml("branches-list");

  await page.getByRole("link", { name: "شعبه تازه" }).click();
  const form = page.getByRole("form", { name: "شعبه تازه" });
  await form.getByLabel("نام شعبه").fill(name);
  await form.getByLabel("توضیح شعبه").fill("شعبه‌ای کوچک و آرام در مرکز شهر، کنار باغ نظر.");
  await form.getByLabel("شهر").fill("کرمان");
  await form.getByLabel("تلفن").fill("۰۳۴-۳۲۲۲۱۱۰۰");
  await form.getByLabel("نشانی").fill("کرمان، خیابان شریعتی، روبه‌روی باغ نظر، پلاک ۱۲");
  await form.getByLabel("ساعات کاری").fill("شنبه تا چهارشنبه ۸ تا ۲۰");
  await form.getByLabel("عرض جغرافیایی").fill("۵۱٫۵");
  await form.getByLabel("طول جغرافیایی").fill("۵۷٫۰۷۱۲");
  await form.getByRole("checkbox", { name: "جمعه" }).check();
  await form.getByRole("button", { name: "ذخیره پیش‌نویس" }).click();
  await expect(form.getByText(/^مقدار عرض جغرافیایی باید (۴۰|40) یا کمتر باشد/)).toBeVisible();
  await form.getByLabel("عرض جغرافیایی").fill("۳۰٫۲۸۹۱");
  const picture = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: 150, g: 90, b: 60 } },
  })
    .png()
    .toBuffer();
  await form.getByLabel("متن جایگزین تصویر", { exact: true }).fill(alt);
  await form
    .getByLabel("فایل تصویر", { exact: true })
    .setInputFiles({ name: "branch.png", mimeType: "image/png", buffer: picture });
  await form.getByRole("button", { name: "بارگذاری تصویر" }).click();
  await expect(form.getByRole("img", { name: alt })).toHaveAttribute(
    "src",
    /^\/api\/v1\/media\/images\/img-[0-9a-f]{32}-\d+x\d+\.webp$/,
  );
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await keepHtml("branch-new");
  await form.getByRole("button", { name: "ذخیره پیش‌نویس" }).click();

  await expect(page).toHaveURL(/\/admin\/content\/branches\/\d+$/);
  const branchId = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByLabel("تلفن")).toHaveValue("۰۳۴-۳۲۲۲۱۱۰۰");
  await expect(page.getByRole("checkbox", { name: "جمعه" })).toBeChecked();
  await expect(page.getByRole("link", { name: "تقویم رزرو" })).toHaveAttribute(
    "href",
    `/admin/content/calendar#branch-${branchId}`,
  );
  const panel = page.getByRole("region", { name: "انتشار" });
  await expect(panel).toContainText("پیش‌نویس است و فقط در میز کار دیده می‌شود.");
  expect(await publicLook(name)).toEqual({ workspaces: false, reservation: false });
  await expectAccessible(page);
  await keepHtml("branch-edit");

  await panel.getByRole("link", { name: "پیش‌نمایش شعبه" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("img", { name: alt })).toBeVisible();
  await expectAccessible(page);
  await page.goBack();
  await panel.getByRole("button", { name: "انتشار همین حالا" }).click();
  await expect(panel.getByRole("link", { name: "شعبه در صفحه فضاهای کار" })).toBeVisible();
  await expect.poll(() => publicLook(name)).toEqual({ workspaces: true, reservation: true });

  // Its spaces: the spaces list narrowed to it (none yet).
  await page.getByRole("link", { name: "۰ فضای این شعبه" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/content/spaces\\?branch_id=${branchId}$`));
  await expect(page.getByLabel("شعبه", { exact: true })).toHaveValue(branchId);
  await expectAccessible(page);
  await keepHtml("spaces-of-branch");

  await page.goto(`/admin/content/branches/${branchId}`);
  await panel.getByRole("button", { name: "برداشتن از سایت" }).click();
  await expect(panel).toContainText("پیش‌نویس است و فقط در میز کار دیده می‌شود.");
  await expect.poll(() => publicLook(name)).toEqual({ workspaces: false, reservation: false });

  expect(nuErrors(documents)).toEqual([]);
});
