import { defineConfig, devices } from "@playwright/test";
import {
  E2E_ADMIN_MOBILE as adminMobile,
  E2E_BASE_URL as baseURL,
  E2E_BROKEN_API_TIMEOUT_MS as brokenApiTimeout,
  E2E_BROKEN_PORT as brokenPort,
  E2E_DATA_DIR as dataDir,
  E2E_EDITOR_MOBILE as editorMobile,
  E2E_PORT as port,
  E2E_PROXIED_PORT as proxiedPort,
  E2E_REVIEWER_MOBILE as reviewerMobile,
  E2E_SILENT_API_PORT as silentApiPort,
} from "./e2e/env";

// Browser tests run against the production build (`npm run build` first) on a fresh DATA_DIR,
// in Debian's Chromium (Playwright cannot download its own browser here).

/** A production server (`npm start`'s entry) of this build on its own port and fresh DATA_DIR;
 *  `setup` runs on the fresh DATA_DIR before the server starts. */
function testServer(serverPort: number, serverDataDir: string, env: Record<string, string>, setup: string[] = []) {
  const url = `http://127.0.0.1:${serverPort}`;
  return {
    // `exec` so the pid Playwright stops is the server's own.
    command: [`rm -rf "${serverDataDir}"`, ...setup, `exec node server.mjs -p ${serverPort} -H 127.0.0.1`].join(" && "),
    url: `${url}/api/v1/health`,
    // The main server runs three staff-create scripts, migrations and the seed first: on a machine
    // busy with other work that took over two minutes.
    timeout: 300_000,
    reuseExistingServer: false,
    env: {
      DATA_DIR: serverDataDir,
      PORT: String(serverPort),
      SITE_URL: url,
      NEXT_TELEMETRY_DISABLED: "1",
      AUTH_SECRET: "e2e-auth-secret-0123456789-abcdefghijklmnop",
      // Codes go to DATA_DIR/sms-outbox.jsonl, which the tests read.
      SMS_PROVIDER: "console",
      SMS_ALLOW_CONSOLE_IN_PRODUCTION: "1",
      ...env,
    },
    stdout: "ignore" as const,
    stderr: serverPort === port ? ("pipe" as const) : ("ignore" as const),
  };
}

const STAFF_CREATE = "./node_modules/.bin/tsx --conditions=react-server scripts/staff-create.ts";

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "test-results/e2e.json" }]] : [["list"]],
  use: {
    baseURL,
    locale: "fa-IR",
    timezoneId: "Asia/Tehran",
    // Recording a trace slows every test by 5-8 % (measured on catalog + shell); in the test command
    // (CI, one retry) only a retry records one, so a failure still leaves its trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    // Editors and admins work at a desk: the content desk's, the events desk's and login-as specs
    // run on the desktop only (the reviewer's queue and the desk's home run on the phone too).
    {
      name: "phone",
      testIgnore: [/\.check\.ts$/, /desk-(content|events|calendar|login-as)/, /deploy-nginx/],
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, browserName: "chromium" },
    },
    // A visitor's flows (browsing, filtering, signing in, sending requests) run on the phone, the
    // site's main visitor; the desktop opens every public route with axe instead (e2e/routes.spec.ts),
    // so both layouts stay checked without every flow twice.
    {
      name: "desktop",
      testIgnore: [
        /\.check\.ts$/,
        /\/(catalog|requests|requests-applications|auth|sessions|mentor-requests)\.spec\.ts$/,
      ],
      use: { viewport: { width: 1280, height: 800 }, browserName: "chromium" },
    },
    // After every page test: no Content-Security-Policy violation was reported on the way.
    { name: "csp", testMatch: /\.check\.ts$/, dependencies: ["phone", "desktop"] },
  ],
  webServer: [
    testServer(
      port,
      dataDir,
      {
        SEED_ON_START: "1",
        // Every test signs in and sends requests from 127.0.0.1.
        OTP_MAX_PER_NETWORK_PER_HOUR: "10000",
        SMS_MAX_PER_NETWORK_PER_DAY: "100000",
        SMS_MAX_PER_DAY: "1000000",
        // The same staff and visitor numbers sign in many times an hour here; the captcha a number's
        // fourth code of the hour needs is tested on the proxied server (e2e/security.spec.ts).
        OTP_FREE_PER_NUMBER_PER_HOUR: "10000",
        // A freed event seat is held half a minute, so e2e/desk-events.spec.ts sees an offer lapse.
        EVENT_SEAT_HOLD_MINUTES: "0.5",
        // /csp-probe-page: a page with an injected inline script (e2e/security.spec.ts).
        E2E_TEST_ROUTES: "1",
      },
      // The desk's staff (e2e/desk.spec.ts), put on the team as `npm run staff:create` does.
      [
        `${STAFF_CREATE} ${adminMobile}`,
        `${STAFF_CREATE} ${reviewerMobile} --role reviewer --kinds reservation`,
        `${STAFF_CREATE} ${editorMobile} --role editor`,
      ],
    ),
    // The same build with its pages' API calls sent to a closed port (e2e/errors.spec.ts makes it
    // hang for the time-out): pages must show the error screen and answer its status.
    testServer(brokenPort, `${dataDir}-broken`, {
      API_INTERNAL_URL: `http://127.0.0.1:${silentApiPort}`,
      API_INTERNAL_TIMEOUT_MS: String(brokenApiTimeout),
    }),
    // The same build behind a pretend reverse proxy: it trusts 127.0.0.1's X-Forwarded-For.
    // Production's limits otherwise, but for the codes a number gets without a captcha: one, so
    // e2e/security.spec.ts meets the captcha at a number's second code of the hour.
    testServer(proxiedPort, `${dataDir}-proxied`, {
      SEED_ON_START: "1",
      TRUSTED_PROXIES: "loopback",
      OTP_FREE_PER_NUMBER_PER_HOUR: "1",
    }),
  ],
});
