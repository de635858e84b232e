// Events at the desk (issue 13, "Events"), on a desktop. An event is filled through the
// public API and two people join its waiting list. The admin opens the event from /admin/events,
// finds a seated person by mobile and checks them in, then cancels their registration behind a
// confirmation: the first person waiting gets an SMS link, opens it and accepts, sees the tracking
// code, and the desk shows them seated. Their registration is cancelled in turn: the second person
// waiting gets a link that lapses (the test server holds seats EVENT_SEAT_HOLD_MINUTES=0.5,
// playwright.config.ts), after which the link says so and the desk shows the offer lapsed.
// axe-core runs on every page opened, and the W3C Nu checker on the offer page in each state.
import { randomUUID } from "node:crypto";
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "./test";
import { E2E_ADMIN_MOBILE, E2E_BASE_URL } from "./env";
import { nuErrors } from "./nu-checker";
import { signInStaff } from "./staff";
import {
  expectAccessible,
  expectNoHorizontalScroll,
  freshMobile,
  signInByCode,
  smsTextsTo,
  toPersian,
} from "./support";

type EventSummary = { id: number; slug: string; title: string; remaining_capacity: number };

/** The seat-offer link in the latest SMS to this number since `after`, once it is there. */
async function offerLinkTo(mobile: string, after: number): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      link = smsTextsTo(mobile, after)
        .map((text) => /https?:\/\/\S+\/events\/offer\/[A-Za-z0-9_-]+/.exec(text)?.[0])
        .filter(Boolean)
        .at(-1);
      return link;
    })
    .toBeTruthy();
  return new URL(link!).pathname;
}

/** A member who registers people for the event through the public API (signed in: no captcha). */
async function registrar(): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  await signInByCode(context, freshMobile());
  return context;
}

async function register(api: APIRequestContext, eventId: number, fullName: string, waitlist: boolean): Promise<string> {
  const mobile = freshMobile();
  const response = await api.post("/api/v1/event-attendance/create", {
    headers: { "client-id": "web", "idempotency-key": randomUUID() },
    data: { full_name: fullName, mobile, email: "", event_id: eventId, waitlist },
  });
  expect(response.status(), await response.text()).toBe(201);
  return mobile;
}

const row = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });

test("a freed seat goes to the waiting list by SMS: one offer is accepted, another lapses; check-in by mobile", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const names = { seated: "سپیده کرمانی", first: "نوید باقری", second: "یاسمن فرهادی" };

  await signInStaff(page, E2E_ADMIN_MOBILE);

  // The event with the fewest seats left is filled; the last seated person and two waiting are ours.
  const api = await registrar();
  const upcoming = (await (await api.get("/api/v1/event/index?when=upcoming&per-page=50")).json()) as EventSummary[];
  const event = upcoming
    .filter((e) => e.remaining_capacity > 0)
    .sort((a, b) => a.remaining_capacity - b.remaining_capacity)[0]!;
  // Names take letters only: each filler is named by a letter of the alphabet.
  const letters = "ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی";
  for (let i = 1; i < event.remaining_capacity; i++)
    await register(api, event.id, `مهمان ${letters[i % letters.length]}`, false);
  const seatedMobile = await register(api, event.id, names.seated, false);
  const firstMobile = await register(api, event.id, names.first, true);
  const secondMobile = await register(api, event.id, names.second, true);
  await api.dispose();

  // The desk: the events list, then the event.
  await page.goto("/admin/events");
  await expect(page.getByRole("heading", { level: 1, name: "رویدادها" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "رویدادها", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await page.getByRole("link", { name: event.title, exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: event.title })).toBeVisible();
  const waitingList = page.getByRole("region", { name: /^فهرست انتظار/ });
  await expect(row(page, names.first)).toContainText("هنوز جایی پیشنهاد نشده است.");
  await expect(waitingList.getByRole("link", { name: names.second, exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  // At the door: the mobile typed in, one tap checks the person in.
  await page.getByLabel("نام، موبایل یا کد پیگیری").fill(seatedMobile);
  await page.getByRole("button", { name: "جست‌وجو", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${seatedMobile}`));
  const seatedRegion = page.getByRole("region", { name: /^شرکت‌کنندگان/ });
  await expect(seatedRegion.getByRole("listitem")).toHaveCount(1);
  await expect(seatedRegion).toContainText(toPersian(seatedMobile));
  await page.getByRole("button", { name: `ثبت ورود ${names.seated}` }).click();
  await expect(row(page, names.seated)).toContainText("وارد شد");
  await expect(page.getByRole("button", { name: `برداشتن ورود ${names.seated}` })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  // Cancelling the registration (after a confirmation) offers the seat to the first person waiting.
  const cancelledAt = Date.now() - 1000;
  await page.getByRole("button", { name: `لغو ثبت‌نام ${names.seated}` }).click();
  const dialog = page.getByRole("dialog", { name: "لغو ثبت‌نام" });
  await expect(dialog).toContainText(names.seated);
  await dialog.getByRole("button", { name: "لغو ثبت‌نام" }).click();
  await expect(page.getByText(`جای خالی به ${names.first} پیشنهاد شد`)).toBeVisible();
  const firstLink = await offerLinkTo(firstMobile, cancelledAt);

  // The first person opens the link and accepts.
  await page.goto(firstLink);
  await expect(page.getByRole("heading", { level: 1, name: `جای خالی در «${event.title}»` })).toBeVisible();
  await expect(page.getByText(/دیگر\) برای شماست/)).toBeVisible();
  await expectAccessible(page);
  const servedOffer: Record<string, string> = { pending: await (await page.request.get(firstLink)).text() };
  await page.getByRole("button", { name: "می‌آیم، جا را می‌خواهم" }).click();
  await expect(page.getByRole("heading", { name: "جای شما در رویداد قطعی شد" })).toBeVisible();
  await expect(page.getByText(/AVX-/)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  servedOffer.accepted = await (await page.request.get(firstLink)).text();

  // The desk shows them seated, off the waiting list.
  await page.goto(`/admin/events/${event.id}`);
  await expect(seatedRegion.getByRole("link", { name: names.first, exact: true })).toBeVisible();
  await expect(waitingList.getByRole("link", { name: names.first, exact: true })).toHaveCount(0);
  await expect(row(page, names.second)).toContainText("هنوز جایی پیشنهاد نشده است.");

  // Their registration is cancelled too: the second person's link holds the seat, then lapses.
  const secondAt = Date.now() - 1000;
  await page.getByRole("button", { name: `لغو ثبت‌نام ${names.first}` }).click();
  await page.getByRole("dialog", { name: "لغو ثبت‌نام" }).getByRole("button", { name: "لغو ثبت‌نام" }).click();
  await expect(page.getByText(`جای خالی به ${names.second} پیشنهاد شد`)).toBeVisible();
  await expect(row(page, names.second)).toContainText("در انتظار پاسخ");
  await expect(row(page, names.second)).toContainText("مانده");
  const secondLink = await offerLinkTo(secondMobile, secondAt);
  await page.goto(secondLink);
  await expect(page.getByRole("button", { name: "می‌آیم، جا را می‌خواهم" })).toBeVisible();
  // After the hold (half a minute on the test server) the link says the seat has passed on.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByRole("heading", { name: "مهلت این پیشنهاد تمام شده است" }).isVisible();
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBe(true);
  await expect(page.getByRole("button", { name: "می‌آیم، جا را می‌خواهم" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: `صفحه رویداد «${event.title}»` })).toBeVisible();
  await expectAccessible(page);
  servedOffer.expired = await (await page.request.get(secondLink)).text();
  // The offer page's HTML in each state is valid.
  expect(nuErrors(servedOffer)).toEqual([]);
  await page.goto(`/admin/events/${event.id}`);
  await expect(row(page, names.second)).toContainText("مهلت تمام شد");
  await expectAccessible(page);
});
