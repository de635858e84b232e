// Runs after every browser test (project "csp" in playwright.config.ts): the pages they opened
// broke no rule of the Content-Security-Policy. Browsers report violations to the servers, which
// append them to DATA_DIR/csp-reports.jsonl (server/security/csp-reports.ts).
import path from "node:path";
import { expect, test } from "./test";
import { E2E_DATA_DIR } from "./env";
import { readJsonLines } from "./support";

/** The page security.spec.ts injects a script into on purpose. */
const PROBE_PAGE = "/csp-probe-page";

test("no page reported a Content-Security-Policy violation", async () => {
  // Reports travel after the page that caused them; give the last ones a moment.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const reports = [E2E_DATA_DIR, `${E2E_DATA_DIR}-broken`, `${E2E_DATA_DIR}-proxied`].flatMap((dir) =>
    readJsonLines<{ directive: string; blocked: string; page: string }>(path.join(dir, "csp-reports.jsonl")),
  );
  // The deliberate violation arrived: reporting works, so an empty list below means something.
  expect(reports.some((v) => v.page === PROBE_PAGE && v.directive.startsWith("script-src"))).toBe(true);
  expect(reports.filter((v) => v.page !== PROBE_PAGE)).toEqual([]);
});
