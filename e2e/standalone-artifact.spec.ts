// The deployable artifact (issue 15, docs/deploy.md): the build's `.next/standalone`
// (scripts/build/package-standalone.mjs), copied away from the source tree, with no node_modules
// above it to fall back on, starts with `node server.mjs` and the README's settings alone on a
// fresh DATA_DIR with SEED_ON_START=1: its health answers, a seeded public page comes in Persian
// with its styles, and a request sent through the API is stored in its own PGlite.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./test";
import { E2E_PORT } from "./env";
import { freshMobile, WEB_CLIENT } from "./support";
import { startProductionServer } from "./production-server";

test.beforeEach(({}, testInfo) =>
  test.skip(testInfo.project.name !== "desktop", "server behaviour, the same on every viewport"),
);

// The kill -9 spec's port: its server is stopped before this one starts.
const PORT = E2E_PORT + 6;

test("the standalone build runs from a copy outside the source tree", async () => {
  test.setTimeout(120_000);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "avinox-artifact-"));
  const app = path.join(root, "app");
  const dataDir = path.join(root, "data");
  fs.cpSync(".next/standalone", app, { recursive: true, verbatimSymlinks: true });
  expect(fs.existsSync(path.join(app, "server.mjs")), "server.mjs is the artifact's entry").toBe(true);
  expect(fs.existsSync(path.join(app, "next.config.ts")), "no source configuration ships").toBe(false);
  const server = await startProductionServer({ port: PORT, dataDir, dir: app, env: { SEED_ON_START: "1" } });
  try {
    expect((await server.get("health")).status).toBe(200);

    const page = await fetch(`${server.base}/businesses`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<html[^>]*lang="fa"[^>]*dir="rtl"/);
    expect(html, "a seeded business").toContain("پسته‌یار");
    const stylesheet = html.match(/href="(\/_next\/static\/[^"]+\.css)"/)?.[1];
    expect(stylesheet, "the page links its styles").toBeTruthy();
    expect((await fetch(server.base + stylesheet)).status, "the build's static files ship").toBe(200);

    const mobile = freshMobile();
    expect((await server.post("security/login", { number: mobile })).status).toBe(200);
    const validate = await server.post("security/validate-login", {
      number: mobile,
      code: await server.smsCode(mobile),
      ...WEB_CLIENT,
    });
    expect(validate.status).toBe(200);
    const token = ((await validate.json()) as { token: { access_token: string } }).token.access_token;
    const sent = await server.post(
      "contact-us/create",
      {
        contact_name: "مهسا کریمی",
        contact_phone: mobile,
        subject: "رویدادها",
        message: "پیامی برای بررسی نسخه قابل استقرار سایت",
      },
      { authorization: `Bearer ${token}`, "idempotency-key": randomUUID() },
    );
    expect(sent.status, await sent.clone().text()).toBe(201);
    const { tracking_code: code } = (await sent.json()) as { tracking_code: string };
    expect((await server.get(`request/track?code=${code}&mobile=${mobile}`)).status).toBe(200);
    expect(fs.existsSync(path.join(dataDir, "pglite")), "PGlite keeps its files in DATA_DIR").toBe(true);
  } finally {
    await server.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
});
