// A member who cannot come cancels their event registration from its page in /profile/orders:
// behind a confirmation, the status becomes «لغو شد» in the timeline and the button goes away.
import { randomUUID } from "node:crypto";
import { expect, test } from "./test";
import { expectAccessible, expectNoHorizontalScroll, signInMember } from "./support";

type EventSummary = { id: number; title: string; remaining_capacity: number };

test("a member cancels their own event registration from /profile/orders", async ({ page }) => {
  const { mobile } = await signInMember(page.request, {
    firstName: "مهسا",
    lastName: "امینی‌پور",
    birthday: "1994-06-12",
    emailName: "cancel",
  });
  // The upcoming event with the most seats left (other specs fill the one with the fewest).
  const upcoming = (await (
    await page.request.get("/api/v1/event/index?when=upcoming&per-page=50")
  ).json()) as EventSummary[];
  const event = upcoming.sort((a, b) => b.remaining_capacity - a.remaining_capacity)[0]!;
  const registered = await page.request.post("/api/v1/event-attendance/create", {
    headers: { "client-id": "web", "idempotency-key": randomUUID() },
    data: { full_name: "مهسا امینی‌پور", mobile, email: "", event_id: event.id, waitlist: false },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { id } = (await registered.json()) as { id: number };

  await page.goto(`/profile/orders/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(event.title);
  await expectAccessible(page);
  await page.getByRole("button", { name: "لغو ثبت‌نام" }).click();
  const dialog = page.getByRole("dialog", { name: "لغو ثبت‌نام" });
  await expect(dialog).toContainText("جای شما به نفر بعدی فهرست انتظار می‌رسد");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "بله، لغو شود" }).click();
  await expect(page.getByText("ثبت‌نام شما لغو شد.")).toBeVisible();
  await expect(page.getByRole("button", { name: "لغو ثبت‌نام" })).toHaveCount(0);
  const timeline = page.getByRole("region", { name: "روند بررسی" });
  await expect(timeline).toContainText("لغو شد");
  await expect(timeline).toContainText("به درخواست خود شرکت‌کننده لغو شد.");
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});
