// JavaScript transferred to an anonymous phone visitor on every public page and every form page
// (issue 11: ≤ 150 KiB on content pages, ≤ 200 KiB on form pages), counted as Lighthouse counts
// it: the compressed bytes of every script response until the network is quiet, in a fresh
// browser profile (nothing cached). Lighthouse itself runs on seven of these pages only.
import { chromium } from "playwright-core";
import { kib } from "./budgets.mjs";

export const SCRIPT_BUDGETS_KIB = { content: 150, form: 200 };

async function firstId(base, apiPath) {
  const items = await (await fetch(`${base}${apiPath}`)).json();
  return items[0].id;
}

/** Every page with a request form an anonymous visitor can open (the internship form asks for sign-in first). */
export async function formPages(base) {
  const mentor = await firstId(base, "/api/v1/mentor/index");
  const job = await firstId(base, "/api/v1/job/job-list");
  const project = await firstId(base, "/api/v1/hitech/index");
  return [
    "/reservation",
    "/contact-us",
    "/submit-idea",
    "/mentors/request",
    `/mentors/${mentor}/mentor-request`,
    "/mentors/join",
    `/jobs/${job}/resume`,
    "/jobs/apply",
    "/freelancers/request",
    `/projects/${project}/hitech-request`,
    "/track",
  ];
}

async function scriptBytes(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const scripts = new Set();
  let bytes = 0;
  cdp.on("Network.responseReceived", (event) => {
    if (event.type === "Script") scripts.add(event.requestId);
  });
  cdp.on("Network.loadingFinished", (event) => {
    if (scripts.has(event.requestId)) bytes += event.encodedDataLength;
  });
  const response = await page.goto(url);
  await page.waitForLoadState("networkidle");
  await context.close();
  return { bytes, status: response?.status() };
}

export async function scriptWeights(base, contentPages, forms, budgets) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  console.log(
    `JavaScript transferred on a first visit (phone, nothing cached). Budgets: content pages ≤ ${SCRIPT_BUDGETS_KIB.content} KiB, form pages ≤ ${SCRIPT_BUDGETS_KIB.form} KiB`,
  );
  try {
    const formSet = new Set(forms);
    for (const path of [...contentPages.filter((p) => !formSet.has(p)), ...forms]) {
      const kind = formSet.has(path) ? "form" : "content";
      const { bytes, status } = await scriptBytes(browser, `${base}${path}`);
      const met = budgets.check(
        `${path} JS transferred`,
        status === 200 ? bytes : undefined,
        "≤",
        SCRIPT_BUDGETS_KIB[kind] * 1024,
        kib,
      );
      console.log(
        `  ${path.padEnd(34)}${kind.padEnd(9)}${(status === 200 ? kib(bytes) : `answered ${status}`).padStart(11)}  ${met ? "met" : "missed"}`,
      );
    }
  } finally {
    await browser.close();
  }
}
