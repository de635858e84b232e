// Served HTML passes the W3C Nu checker (vnu.jar from the vnu-jar package; Java is on the machine).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// Playwright runs from the project root.
const vnuJar = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

const PAGES = [
  "/",
  "/events",
  "/events/ai-meetup-kerman",
  "/businesses",
  "/mentors",
  "/freelancers",
  "/jobs",
  "/projects",
  "/presents",
  "/workspaces",
  "/about-us",
  "/contact-us",
  "/auth",
  "/track",
  "/faq",
  "/page/rules",
  "/search?q=%D9%87%D9%88%D8%B4",
  "/reservation",
  "/submit-idea",
  "/jobs/apply",
  "/mentors/request",
  "/mentors/join",
  "/mentors/mentor-request",
  "/freelancers/request",
  "/club",
  "/cart",
  "/no-such-page",
];

test("every page's HTML is valid (W3C Nu checker)", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one run is enough: the HTML does not depend on the viewport");
  test.setTimeout(180_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "avinox-vnu-"));
  const files: string[] = [];
  for (const page of PAGES) {
    const response = await request.get(page);
    const file = path.join(dir, `${page.replace(/[^a-z0-9]+/gi, "_") || "home"}.html`);
    fs.writeFileSync(file, await response.text());
    files.push(file);
  }
  let output = "";
  try {
    execFileSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...files], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    output = String((error as { stderr?: string }).stderr ?? "");
  }
  const messages = output ? (JSON.parse(output) as { messages: Array<{ url: string; message: string; extract?: string }> }).messages : [];
  const summary = messages.map((m) => `${path.basename(m.url)}: ${m.message} — ${m.extract ?? ""}`.slice(0, 300));
  expect(summary).toEqual([]);
});
