// The reservation calendar (issue 14) from the content desk to the visitor: an editor closes a day of
// the Shafa branch with a reason and saves; a visitor reserving a Shafa plan sees that day greyed out
// in the form's Jalali calendar, saying why, and cannot choose it (the API's refusal is tested in
// tests/api/reservation-calendar.test.ts). The editor then takes the day back. axe-core on each
// page, the W3C Nu checker on the desk page's HTML.
import { expect, test } from "./test";
import { E2E_EDITOR_MOBILE } from "./env";
import { nuErrors } from "./nu-checker";
import { signInStaff } from "./staff";
import { expectAccessible, expectNoHorizontalScroll } from "./support";

test("an editor closes a branch's day and the reservation form shows it closed, with the reason", async ({ page }) => {
  test.setTimeout(120_000);
  const reason = "آزمون تعطیلی";

  await signInStaff(page, E2E_EDITOR_MOBILE);
  await page.goto("/admin/content");
  await page.getByRole("link", { name: "تقویم رزرو" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/calendar$/);
  await expect(page.getByRole("heading", { level: 1, name: "تقویم رزرو" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  expect(nuErrors({ calendar: await (await page.request.get(page.url())).text() })).toEqual([]);

  const shafa = page.getByRole("region", { name: "شعبه خیابان شفا" });
  await expect(shafa.getByRole("checkbox", { name: "جمعه" })).toBeChecked();
  const newDay = shafa.getByRole("group", { name: /روز تعطیل تازه/ });
  await newDay.getByRole("button", { name: "ماه بعد" }).click();
  const dayButton = newDay.getByRole("grid").locator("button:not([aria-disabled])").nth(4);
  const dayName = (await dayButton.getAttribute("aria-label")) ?? "";
  await dayButton.click();
  await shafa.getByLabel("دلیل تعطیلی").fill(reason);
  await shafa.getByRole("button", { name: "افزودن به فهرست" }).click();
  await expect(shafa.getByRole("button", { name: `برداشتن ${dayName}` })).toBeVisible();
  await shafa.getByRole("button", { name: "ذخیره تقویم شعبه خیابان شفا" }).click();
  await expect(page.getByText("تقویم شعبه خیابان شفا ذخیره شد.")).toBeVisible();
  await expectAccessible(page);

  // A visitor reserving a Shafa plan: that day is closed, says why, and cannot be chosen.
  const plans = (await (await page.request.get("/api/v1/location-plan?branch=shafa")).json()) as Array<{ id: number }>;
  await page.context().clearCookies();
  await page.goto(`/reservation?location_plan_id=${plans[0]!.id}`);
  const picker = page.getByRole("group", { name: /تاریخ پیشنهادی شروع/ });
  await expect(picker.getByText(/روزهای قرمز خط‌خورده/)).toBeVisible();
  await picker.getByRole("button", { name: "ماه بعد" }).click();
  const closed = picker.getByRole("button", { name: `${dayName}، تعطیل: ${reason}` });
  await expect(closed).toHaveAttribute("aria-disabled", "true");
  await closed.click({ force: true });
  await expect(picker.getByText("هنوز روزی انتخاب نشده است.")).toBeVisible();
  await expectAccessible(page);

  // The editor takes the day back.
  await signInStaff(page, E2E_EDITOR_MOBILE);
  await page.goto("/admin/content/calendar");
  const again = page.getByRole("region", { name: "شعبه خیابان شفا" });
  await again.getByRole("button", { name: `برداشتن ${dayName}` }).click();
  await again.getByRole("button", { name: "ذخیره تقویم شعبه خیابان شفا" }).click();
  await expect(page.getByText("تقویم شعبه خیابان شفا ذخیره شد.")).toBeVisible();
});
