// Signing the desk's fixed staff numbers in (E2E_ADMIN_MOBILE, E2E_REVIEWER_MOBILE, E2E_EDITOR_MOBILE). A number gets
// one SMS code per resend window, and the desk's tests (phone and desktop runs, the HTML check)
// sign the same numbers in minutes apart: the session is kept in the test server's DATA_DIR and
// reused while its access token has a test's length left, and a new code is asked when it has not.
import fs from "node:fs";
import path from "node:path";
import { expect, type BrowserContext, type Page } from "./test";
import { E2E_DATA_DIR } from "./env";
import { signInByCode } from "./support";

const sessionFile = (mobile: string) => path.join(E2E_DATA_DIR, `e2e-staff-session-${mobile}.json`);

/** How long a kept session is reused: the access token lives 15 minutes (ACCESS_TOKEN_TTL_SECONDS'
 *  default), and one taken at 14:50 expired under a test's API calls after its pages had passed
 *  (a 401 where the test expected 403). Ten minutes leaves any desk test room to finish. */
const REUSE_FOR_MS = 10 * 60_000;

type KeptSession = { signedInAt: number; cookies: Awaited<ReturnType<BrowserContext["cookies"]>> };

/** The page's session becomes this staff member's (anything it had is dropped). */
export async function signInStaff(page: Page, mobile: string): Promise<void> {
  const context = page.context();
  await context.clearCookies();
  const file = sessionFile(mobile);
  if (fs.existsSync(file)) {
    const kept = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<KeptSession>;
    if (kept.cookies && kept.signedInAt !== undefined && Date.now() - kept.signedInAt < REUSE_FOR_MS) {
      await context.addCookies(kept.cookies);
      if ((await page.request.get("/api/v1/admin/me")).ok()) return;
      await context.clearCookies();
    }
  }
  const signedInAt = Date.now();
  await signInByCode(page.request, mobile);
  expect((await page.request.get("/api/v1/admin/me")).status()).toBe(200);
  const kept: KeptSession = { signedInAt, cookies: await context.cookies() };
  fs.writeFileSync(file, JSON.stringify(kept));
}
