// The database fails under a running production site (issue 15), on real servers: this build's
// entry (server.mjs) on a PostgreSQL this test starts and stops, and on PGlite whose files are made
// unwritable (`chattr +i`, as a read-only or failing disk would). The API answers 503 in the Persian
// envelope within 2 s, a page its 503 screen with that status, /api/v1/health names the database,
// SIGTERM stops the server within 10 s, and the site recovers: PostgreSQL by reconnecting in the
// same process, PGlite by ending the process (exit code 75) for a supervisor to start again.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type APIRequestContext, type Page } from "./test";
import { E2E_PORT } from "./env";
import { startProductionServer, type ProductionServer } from "./production-server";

test.beforeEach(({}, testInfo) =>
  test.skip(testInfo.project.name !== "desktop", "server behaviour, the same on every viewport"),
);
test.describe.configure({ mode: "serial" });

const run = promisify(execFile);
const SITE_PORT = E2E_PORT + 20;
const PG_PORT = E2E_PORT + 20_000;
const UNAVAILABLE = "در حال حاضر سایت در دسترس نیست";
const ENVELOPE_503 = { name: "Service Unavailable", message: UNAVAILABLE, code: 0, status: 503 };
/** A public read and the page that shows it, first asked for while the database is down. */
const API_READ = "/api/v1/event/index";
const PAGE = "/events";

/** This build's entry (server.mjs), as `npm start` runs it, on the test's port, once its health answers 200. */
function startSite(env: {
  DATA_DIR: string;
  DATABASE_URL?: string;
  DATABASE_TIMEOUT_MS?: string;
}): Promise<ProductionServer> {
  const { DATA_DIR, DATABASE_URL, ...rest } = env;
  return startProductionServer({ port: SITE_PORT, dataDir: DATA_DIR, databaseUrl: DATABASE_URL, env: rest });
}

function stopSite(site: ProductionServer | undefined): void {
  if (site?.running()) site.kill9();
}

/** A GET and how long it took; fails the test if no answer came within 5 s (a hang). */
async function timedGet(
  request: APIRequestContext,
  url: string,
): Promise<{ status: number; body: unknown; ms: number }> {
  const started = Date.now();
  const response = await request.get(url, { timeout: 5000 });
  const ms = Date.now() - started;
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a page
  }
  return { status: response.status(), body, ms };
}

async function expectUnavailable(request: APIRequestContext, page: Page, site: ProductionServer): Promise<void> {
  const read = await timedGet(request, site.base + API_READ);
  expect(read.status, JSON.stringify(read.body)).toBe(503);
  expect(read.body).toEqual(ENVELOPE_503);
  expect(read.ms, "the API answers within 2 s").toBeLessThan(2000);

  const health = await timedGet(request, `${site.base}/api/v1/health`);
  expect(health.status).toBe(503);
  expect(health.body).toEqual({ ...ENVELOPE_503, checks: { database: "down" } });
  expect(health.ms, "health answers within 2 s").toBeLessThan(2000);

  const response = await page.goto(site.base + PAGE);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(UNAVAILABLE);
}

/** The test's PostgreSQL server: its postmaster and the processes it started. */
function postgresPids(pgDir: string): number[] {
  const postmaster = Number(fs.readFileSync(path.join(pgDir, "data", "postmaster.pid"), "utf8").split("\n")[0]);
  const children = fs.readdirSync("/proc").filter((name) => {
    try {
      // /proc/PID/stat: "pid (name) state ppid …"
      return (
        /^\d+$/.test(name) &&
        fs
          .readFileSync(`/proc/${name}/stat`, "utf8")
          .replace(/^.*\) /s, "")
          .split(" ")[1] === String(postmaster)
      );
    } catch {
      return false;
    }
  });
  return [postmaster, ...children.map(Number)];
}

/** SIGTERM, then the time until the process is gone. */
async function sigtermSeconds(site: ProductionServer): Promise<{ seconds: number; code: number | null }> {
  const sent = Date.now();
  site.terminate();
  const exit = await Promise.race([site.exited(), new Promise<undefined>((resolve) => setTimeout(resolve, 15_000))]);
  expect(exit, "the server stopped after SIGTERM").toBeDefined();
  return { seconds: (exit!.at - sent) / 1000, code: exit!.code };
}

test("PostgreSQL stopped under the running site: 503s within 2 s, health names it, recovery without a restart, SIGTERM within 10 s", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), "avinox-e2e-pg-"));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avinox-e2e-pgsite-"));
  const pg = (...args: string[]) => run("bash", ["scripts/postgres-test-server.sh", ...args]);
  let site: ProductionServer | undefined;
  try {
    const { stdout } = await pg("start", pgDir, String(PG_PORT));
    // A deadline under the default 1.5 s, so a busy test machine's overhead stays within 2 s.
    site = await startSite({ DATABASE_URL: stdout.trim(), DATA_DIR: dataDir, DATABASE_TIMEOUT_MS: "1000" });
    expect((await timedGet(request, `${site.base}/api/v1/health`)).body).toEqual({
      status: "ok",
      checks: { database: "ok" },
    });

    await pg("down", pgDir, "fast");
    await expectUnavailable(request, page, site);

    // Back: the same process answers again (its pool drops the dead connections), and neither the
    // API read nor the page was kept as a 503 by the shared cache.
    await pg("up", pgDir, String(PG_PORT));
    await expect
      .poll(async () => (await timedGet(request, `${site!.base}/api/v1/health`)).status, {
        timeout: 10_000,
        intervals: [250],
      })
      .toBe(200);
    expect((await timedGet(request, site.base + API_READ)).status).toBe(200);
    expect((await page.goto(site.base + PAGE))?.status()).toBe(200);
    expect(site.running(), "no restart").toBe(true);

    // Hung rather than gone (every PostgreSQL process stopped with SIGSTOP: connections are
    // accepted, nothing answers): the deadline turns the wait into a 503. A fresh query string
    // misses the shared cache, so the read reaches the database.
    const stopped = postgresPids(pgDir);
    for (const pid of stopped) process.kill(pid, "SIGSTOP");
    try {
      const hung = await timedGet(request, `${site.base}${API_READ}?q=hung`);
      expect(hung.status, JSON.stringify(hung.body)).toBe(503);
      expect(hung.body).toEqual(ENVELOPE_503);
      expect(hung.ms, "the API answers within 2 s").toBeLessThan(2000);
    } finally {
      for (const pid of stopped) process.kill(pid, "SIGCONT");
    }
    await expect
      .poll(async () => (await timedGet(request, `${site!.base}${API_READ}?q=resumed`)).status, {
        timeout: 10_000,
        intervals: [250],
      })
      .toBe(200);

    // Down hard, then SIGTERM: the server still stops in time.
    await pg("down", pgDir, "immediate");
    // (The read and the page are in the shared cache now: health asks the database itself.)
    expect((await timedGet(request, `${site.base}/api/v1/health`)).status).toBe(503);
    const stop = await sigtermSeconds(site);
    expect(stop.seconds).toBeLessThan(10);
    expect(stop.code).toBe(0);
  } finally {
    stopSite(site);
    await pg("stop", pgDir).catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("PGlite's files made unwritable: the write answers 503 at once, the process ends with a message and code 75, and starts again once they are writable", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avinox-e2e-pglite-"));
  const chattr = (flag: "+i" | "-i") => run("chattr", ["-R", flag, dataDir]);
  const probe = path.join(dataDir, "probe");
  fs.writeFileSync(probe, "");
  const immutable = await run("chattr", ["+i", probe]).then(
    () => true,
    () => false,
  );
  test.skip(!immutable, "chattr +i needs root on a file system that supports it");
  await run("chattr", ["-i", probe]);
  fs.rmSync(probe);

  let site: ProductionServer | undefined;
  try {
    site = await startSite({ DATA_DIR: dataDir });
    expect((await timedGet(request, site.base + API_READ)).status).toBe(200);

    await chattr("+i");
    // A write (a sign-in code is stored before it is sent): PGlite cannot write its WAL.
    const started = Date.now();
    const write = await request.post(`${site.base}/api/v1/security/login`, {
      data: { number: "09151112233" },
      timeout: 5000,
    });
    expect(write.status(), `${await write.text()}\n${site.log()}`).toBe(503);
    expect(await write.json()).toEqual(ENVELOPE_503);
    expect(Date.now() - started).toBeLessThan(2000);

    // No hang and no spinning core: the process ends by itself, saying why, for a supervisor.
    const exit = await Promise.race([site.exited(), new Promise<undefined>((resolve) => setTimeout(resolve, 10_000))]);
    expect(exit, "the process ended within 10 s").toBeDefined();
    expect(exit!.code).toBe(75);
    expect(site.log()).toContain("cannot use its files");
    expect(site.log()).toContain("Exiting with code 75");

    // What a supervisor does once the disk is fixed: the same DATA_DIR serves again.
    await chattr("-i");
    site = await startSite({ DATA_DIR: dataDir });
    expect((await timedGet(request, site.base + API_READ)).status).toBe(200);
    expect((await page.goto(site.base + PAGE))?.status()).toBe(200);
    const stop = await sigtermSeconds(site);
    expect(stop.seconds).toBeLessThan(10);
  } finally {
    stopSite(site);
    await chattr("-i").catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
