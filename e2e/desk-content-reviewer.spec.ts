// A reviewer (of reservations only) has no content desk, for any kind: the desk's menu does not
// offer it, each kind's desk pages answer 403 with the Persian 403 screen, and each kind's desk API
// refuses a read and a write. One test, one sign-in, for every kind: eleven tests of this each
// paid a browser page, a sign-in and axe (~17 s each); here two tabs share the pages, and axe runs
// once per distinct screen, on the page as a visitor has it once its scripts ran.
import { expect, test, untilScriptsRun, type APIResponse, type Page } from "./test";
import { E2E_REVIEWER_MOBILE } from "./env";
import { signInStaff } from "./staff";
import { expectAccessible, inLanes } from "./support";

/** A desk call the reviewer is refused: a write carries the web client's header (the API's CSRF rule). */
type Refusal = { method: "get" | "post" | "put" | "patch"; path: string; data?: Record<string, unknown> };

type ClosedDesk = { kind: string; pages: string[]; refusals: Refusal[] };

const unpublish = (kind: string): Refusal => ({ method: "post", path: `/api/v1/admin/content/${kind}/1/unpublish` });
const list = (kind: string): Refusal => ({ method: "get", path: `/api/v1/admin/content/${kind}` });

/** A kind with the usual desk: its list, a new one, the first one, and what else it has. */
function usualDesk(kind: string, ...more: string[]): ClosedDesk {
  const base = `/admin/content/${kind}`;
  return {
    kind,
    pages: [base, `${base}/new`, `${base}/1`, ...more.map((page) => `${base}/${page}`)],
    refusals: [list(kind), unpublish(kind)],
  };
}

const CLOSED_DESKS: ClosedDesk[] = [
  {
    kind: "events",
    pages: ["/admin/content", "/admin/content/events", "/admin/content/events/new", "/admin/content/events/1"],
    refusals: [
      list("events"),
      { method: "patch", path: "/api/v1/admin/content/events/1", data: { title: "تغییر بی‌اجازه", version: 1 } },
    ],
  },
  usualDesk("businesses"),
  usualDesk("faq", "categories"),
  usualDesk("freelancers"),
  usualDesk("jobs", "units"),
  usualDesk("mentors"),
  usualDesk("pages"),
  usualDesk("presents", "1/preview"),
  usualDesk("projects", "1/preview"),
  {
    kind: "site",
    pages: ["/admin/content/site"],
    refusals: [
      list("site"),
      { method: "put", path: "/api/v1/admin/content/site/contact", data: { value: {}, version: 1 } },
    ],
  },
  {
    kind: "spaces and plans",
    pages: [
      "/admin/content/spaces",
      "/admin/content/spaces/new",
      "/admin/content/plans",
      "/admin/content/plans/new",
      "/admin/content/plans/1",
    ],
    refusals: [list("plans"), unpublish("spaces")],
  },
];

function send(page: Page, { method, path, data }: Refusal): Promise<APIResponse> {
  if (method === "get") return page.request.get(path);
  return page.request[method](path, { headers: { "client-id": "web" }, data: data ?? {} });
}

test("a reviewer has no content desk for any kind: the Persian 403 screen, and the API refuses", async ({ page }) => {
  // Some forty pages: what eleven tests of a minute's limit each did.
  test.setTimeout(240_000);
  await signInStaff(page, E2E_REVIEWER_MOBILE);
  // The desk's menu is in the server's answer: no wait for the page's scripts.
  await page.goto("/admin", { waitUntil: "domcontentloaded" });
  await expect(
    page.getByRole("navigation", { name: "بخش‌های میز کار" }).getByRole("link", { name: "محتوا" }),
  ).toHaveCount(0);

  // The 403 screen is drawn by the error boundary once the page's scripts run: each page costs a
  // hydration, so two tabs take the pages side by side.
  const screensChecked = new Set<string>();
  const tabs = [page, await page.context().newPage()];
  const paths = CLOSED_DESKS.flatMap(({ pages }) => pages);
  await inLanes(paths, tabs.length, async (path, lane) => {
    const tab = tabs[lane]!;
    const response = await tab.goto(path, { waitUntil: "domcontentloaded" });
    expect(response?.status(), path).toBe(403);
    await expect(tab.getByTestId("error-screen"), path).toHaveAttribute("data-status", "403");
    await expect(tab.getByRole("heading", { level: 1, name: "شما دسترسی به این صفحه را ندارید" }), path).toBeVisible();
    // The same text is the same screen (the desk's frame around the 403 screen); axe once for each.
    const screen = await tab.locator("body").innerText();
    if (screensChecked.has(screen)) return;
    screensChecked.add(screen);
    await untilScriptsRun(tab);
    await expectAccessible(tab);
  });

  const refusals = CLOSED_DESKS.flatMap(({ kind, refusals }) => refusals.map((refusal) => ({ kind, ...refusal })));
  const statuses = await Promise.all(refusals.map(async (refusal) => (await send(page, refusal)).status()));
  expect(
    refusals.map(({ kind, method, path }, index) => `${kind}: ${method.toUpperCase()} ${path} ${statuses[index]}`),
  ).toEqual(refusals.map(({ kind, method, path }) => `${kind}: ${method.toUpperCase()} ${path} 403`));
});
