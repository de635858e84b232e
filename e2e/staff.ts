// Signing the desk's fixed staff numbers in (E2E_ADMIN_MOBILE, E2E_REVIEWER_MOBILE, E2E_EDITOR_MOBILE). A number gets
// one SMS code per resend window, and the desk's tests (phone and desktop runs, the HTML check)
// sign the same numbers in minutes apart: the session is kept in the test server's DATA_DIR and
// reused while the API still takes it, and a new code is asked only when it does not.
import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "./test";
import { E2E_DATA_DIR } from "./env";
import { signInByCode } from "./support";

const sessionFile = (mobile: string) => path.join(E2E_DATA_DIR, `e2e-staff-session-${mobile}.json`);

/** The page's session becomes this staff member's (anything it had is dropped). */
export async function signInStaff(page: Page, mobile: string): Promise<void> {
  const context = page.context();
  await context.clearCookies();
  const file = sessionFile(mobile);
  if (fs.existsSync(file)) {
    await context.addCookies(JSON.parse(fs.readFileSync(file, "utf8")) as Parameters<typeof context.addCookies>[0]);
    if ((await page.request.get("/api/v1/admin/me")).ok()) return;
    await context.clearCookies();
  }
  await signInByCode(page.request, mobile);
  expect((await page.request.get("/api/v1/admin/me")).status()).toBe(200);
  fs.writeFileSync(file, JSON.stringify(await context.cookies()));
}
