import AxeBuilder from "@axe-core/playwright";
import axe from "axe-core";
import { expect, type APIRequestContext, type Locator, type Page } from "./test";
import { randomInt } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { E2E_DATA_DIR } from "./env";
import { randomNationalCode } from "./national-code";

/** Every axe-core rule of a WCAG 2.0–2.2 A or AA criterion, the experimental ones too (by tag
 *  alone axe leaves those off, e.g. 2.5.3's label-content-name-mismatch). */
export const WCAG_RULES = axe
  .getRules(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
  .map((rule) => rule.ruleId);

/** Fails on any WCAG 2.2 AA violation axe-core finds on the page once it has settled. It first waits
 *  for the page's title (after a client-side navigation Next streams the metadata in a moment after
 *  the content) and looks from the top of the page: scrolled, the sticky header lies over the links
 *  under it and axe measures what is left of them as a too-small target. A violation must still be
 *  there after AXE_SETTLE_MS: in the moment Next swaps the old page's title for the new one the
 *  document has none, and a page fading in has its text at part opacity, neither a visitor's page. */
export async function expectAccessible(page: Page): Promise<void> {
  let summary = await axeViolations(page);
  for (let retry = 0; retry < 2 && summary.length; retry++) {
    await page.waitForTimeout(AXE_SETTLE_MS);
    summary = await axeViolations(page);
  }
  expect(summary, "axe-core violations").toEqual([]);
}

const AXE_SETTLE_MS = 400;

async function axeViolations(page: Page): Promise<string[]> {
  await expect(page).toHaveTitle(/\S/);
  await page.evaluate(() => window.scrollTo(0, 0));
  // What waits below the first screen (render-when-near, content-visibility: auto) is not painted
  // until scrolled near, and axe reads colours where things are painted: it is shown for the
  // check, as a visitor who scrolls there sees it. Through the CSSOM, which a policy without
  // inline styles still allows (requests.spec.ts tests the captcha under one).
  const deferred = await page.evaluateHandle(() => {
    const found = [...document.querySelectorAll<HTMLElement>("*")].filter(
      (element) => getComputedStyle(element).getPropertyValue("content-visibility") === "auto",
    );
    for (const element of found) element.style.setProperty("content-visibility", "visible");
    return found;
  });
  const results = await new AxeBuilder({ page }).withRules(WCAG_RULES).analyze();
  await deferred.evaluate((found) => found.forEach((element) => element.style.removeProperty("content-visibility")));
  await deferred.dispose();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** No sideways scrolling on this viewport. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

export const PERSIAN = /[\u0600-\u06FF]/;

/** The records of a JSON-lines file the test server appends to (the SMS outbox, CSP reports); none while it is missing. */
export function readJsonLines<T>(file: string): T[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);
}

/** The last code the console SMS provider wrote for a number (in the main test server's outbox, or `dataDir`'s). */
export async function lastSmsCode(mobile: string, after = 0, dataDir = E2E_DATA_DIR): Promise<string> {
  const file = path.join(dataDir, "sms-outbox.jsonl");
  for (let i = 0; i < 50; i++) {
    const found = readJsonLines<{ to: string; code: string | null; at: string }>(file)
      .filter((m) => m.to === mobile && m.code && Date.parse(m.at) >= after)
      .at(-1);
    if (found) return found.code!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS code for ${mobile}`);
}

/** The texts the console SMS provider wrote for a number since `after` (ms), oldest first. */
export function smsTextsTo(mobile: string, after = 0): string[] {
  return readJsonLines<{ to: string; text: string; at: string }>(path.join(E2E_DATA_DIR, "sms-outbox.jsonl"))
    .filter((message) => message.to === mobile && Date.parse(message.at) >= after)
    .map((message) => message.text);
}

/** A multipart body of `megabytes` posted to `url` is refused with 413 and the API's Persian envelope. */
export async function expectPayloadTooLarge(request: APIRequestContext, url: string, megabytes: number): Promise<void> {
  const response = await request.post(url, {
    headers: { "Content-Type": "multipart/form-data; boundary=x" },
    data: Buffer.alloc(megabytes * 1024 * 1024, 65),
  });
  expect(response.status()).toBe(413);
  const body = await response.json();
  expect(body).toMatchObject({ name: "Payload Too Large", status: 413 });
  expect(body.message).toMatch(/حجم درخواست/);
}

/** A fresh Iranian mobile number per call. */
export function freshMobile(): string {
  return `0912${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;
}

export function toPersian(value: string): string {
  return value.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]!);
}

/** The web client's id and secret, as the site sends them when signing in. */
export const WEB_CLIENT = { client_id: "web", client_secret: "avinox-web-client-secret" };

/** Signs a number in by SMS code through the API; the request context (a page's too) keeps the session cookies. */
export async function signInByCode(
  request: APIRequestContext,
  mobile: string,
): Promise<{ token: { access_token: string } }> {
  const since = Date.now() - 1000;
  const login = await request.post("/api/v1/security/login", { data: { number: mobile } });
  expect(login.status(), await login.text()).toBe(200);
  const signedIn = await request.post("/api/v1/security/validate-login", {
    data: { number: mobile, code: await lastSmsCode(mobile, since), ...WEB_CLIENT },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return (await signedIn.json()) as { token: { access_token: string } };
}

export type ProfileFields = {
  first_name: string;
  last_name: string;
  birthday: string;
  email: string;
  national_code?: string;
};

/** Completes a signed-in context's profile (a valid random national code unless one is given), as the cookie session sends it. */
export async function completeProfile(request: APIRequestContext, fields: ProfileFields): Promise<void> {
  // A cookie-borne change must carry the web client's header (the API's CSRF rule).
  const profile = await request.post("/api/v1/panel/user/update", {
    headers: { "client-id": "web" },
    data: { national_code: randomNationalCode(), ...fields },
  });
  expect(profile.status(), await profile.text()).toBe(200);
}

export type Member = { mobile: string; firstName: string; lastName: string; fullName: string; email: string };

/** A member (a fresh number unless `mobile` is given) signed in by code through the API with a
 *  complete profile (a valid random national code; the email `emailName` and the number's last
 *  digits, so no two members share one); the request context (a page's too) keeps the session cookies. */
export async function signInMember(
  request: APIRequestContext,
  {
    firstName = "مریم",
    lastName = "کاظمی",
    birthday = "1992-03-01",
    emailName = "member",
    mobile = freshMobile(),
  } = {},
): Promise<Member> {
  await signInByCode(request, mobile);
  const email = `${emailName}${mobile.slice(-7)}@example.com`;
  await completeProfile(request, { first_name: firstName, last_name: lastName, birthday, email });
  return { mobile, firstName, lastName, fullName: `${firstName} ${lastName}`, email };
}

/** The receipt that replaces a sent form and its tracking code; `heading` is text its heading must contain. */
export async function trackingCodeOf(page: Page, heading?: string): Promise<string> {
  const receipt = page.getByTestId("request-receipt");
  await expect(receipt).toBeVisible();
  if (heading !== undefined) await expect(receipt.getByRole("heading", { level: 2 })).toContainText(heading);
  const code = (await receipt.getByTestId("tracking-code").textContent())?.trim() ?? "";
  expect(code).toMatch(/^[A-Z0-9-]{6,}$/);
  return code;
}

/** The form's error line under a field (tied to it with aria-describedby): the text as it is, or a pattern. */
export async function expectFieldError(field: Locator, message: string | RegExp): Promise<void> {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const pattern = typeof message === "string" ? new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) : message;
  await expect(field).toHaveAccessibleDescription(pattern);
}

/** The first link of the list page open in `page` (once its cards are drawn) whose address matches `pattern`. */
export async function firstDetailHref(page: Page, pattern: RegExp): Promise<string> {
  await page.locator("main article a[href]").first().waitFor();
  const hrefs = await page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => pattern.test(h));
  expect(href, "a detail link on the list").toBeTruthy();
  return href!;
}

/** Fills each field of `scope` found by its label (the key) with its value, in order. */
export async function fillByLabel(scope: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label).fill(value);
}

/** The options of a select that have a value (not the placeholder). */
export async function optionValues(select: Locator): Promise<string[]> {
  return select
    .locator("option")
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
}

/**
 * A rich-text toolbar button pressed, then typing resumes only once the mark or block is on (or
 * off) and the editor has its focus back: typed at once, the first key can land on the button
 * (a space presses it again) and the rest runs on in the wrong format.
 */
export async function toggleFormat(button: Locator, editor: Locator, on: boolean): Promise<void> {
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", String(on));
  await expect(editor).toBeFocused();
}

/** Works through `items` in `lanes` side by side (each lane takes the next item when done), for
 *  checks whose result does not depend on timing (bytes, status codes). Pages that wait on the
 *  network gain most; axe, which keeps a core busy, gained nothing here. */
export async function inLanes<T>(
  items: readonly T[],
  lanes: number,
  work: (item: T, lane: number) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      while (queue.length > 0) await work(queue.shift()!, lane);
    }),
  );
}

/** A freelancer registration's fields as the form sends them (`payload`, beside its files), in the first category. */
export async function freelancerPayload(request: APIRequestContext): Promise<string> {
  const categories = (await (await request.get("/api/v1/freelancer/category-list")).json()) as Array<{ id: number }>;
  return JSON.stringify({
    full_name: "یاسر مرادی",
    mobile: "09131112233",
    email: "yaser@example.com",
    city: "کرمان",
    birthday: "1994-05-01",
    category_id: String(categories[0]!.id),
    title: "توسعه‌دهنده وب",
    years_of_experience: "۵",
    hourly_rate: "۳۰۰,۰۰۰",
    bio: "پنج سال توسعه وب با React و Node.js برای فروشگاه‌های اینترنتی و سامانه‌های سازمانی؛ آشنا با آزمون خودکار.",
    skills: ["React"],
    instagram: "",
    linkedin: "",
    twitter: "",
    telegram: "",
  });
}
