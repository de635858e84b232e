// Two instances behind one nginx (issue 15, scale-out; docs/deploy.md "Two or more instances"):
// two production servers on one PostgreSQL database and one Redis, each with its own DATA_DIR,
// behind deploy/nginx/avinox.conf with both in its upstream. A session made on one works on the
// other, a registration through one shows on the other's cached event page within 2 s (its copy
// was a cache hit before), a rate limit counts the hits on both, and when one is killed with
// SIGKILL under load, nginx sends everything to the other: no failed request after the first
// second. Skipped only where PostgreSQL, redis-server or nginx is not installed.
import { randomUUID } from "node:crypto";
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./test";
import { E2E_PORT } from "./env";
import { freshMobile, WEB_CLIENT } from "./support";
import { createPostgresDatabase } from "../tests/support/postgres-database";
import { startNginx as startNginxAt, waitForPort } from "./nginx-server";
import { startProductionServer, type ProductionServer } from "./production-server";

// Past the ports of playwright.config.ts's servers and the other specs' (kill -9: +6, load: +7).
const PORT_A = E2E_PORT + 8;
const PORT_B = E2E_PORT + 9;
const NGINX_PORT = E2E_PORT + 10;
const REDIS_PORT = Number(process.env.E2E_REDIS_PORT ?? E2E_PORT + 11);
const OWN_POSTGRES_PORT = E2E_PORT + 12;
const SITE = path.resolve("deploy/nginx/avinox.conf");

const installed = (command: string, args: string[]) => spawnSync(command, args, { stdio: "ignore" }).status === 0;
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL) || fs.existsSync("/usr/lib/postgresql");
const missing = [
  !hasPostgres && "PostgreSQL",
  !installed("redis-server", ["--version"]) && "redis-server",
  !installed("nginx", ["-v"]) && "nginx",
].filter(Boolean);

test.describe.configure({ mode: "serial" });
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "server behaviour, the same on every viewport");
  test.skip(missing.length > 0, `${missing.join(", ")} not installed (scripts/test-all.sh installs them)`);
});

let dir = "";
let ownPostgres = "";
let database: { url: string; drop: () => Promise<void> } | undefined;
let redis: ChildProcess | undefined;
let nginx: ChildProcess | undefined;
let a: ProductionServer | undefined;
let b: ProductionServer | undefined;
const viaNginx = `http://127.0.0.1:${NGINX_PORT}`;

/** The shipped site, plain HTTP on the test's port, with both instances in its upstream. */
function siteForTest(): string {
  const replacements: Array<[RegExp, string]> = [
    [/server 127\.0\.0\.1:3000(\s[^;]*)?;.*$/m, `server 127.0.0.1:${PORT_A}$1; server 127.0.0.1:${PORT_B}$1;`],
    // The redirecting HTTP site, TLS and brotli are the nginx spec's (e2e/deploy-nginx.spec.ts).
    [/^# Plain HTTP only[\s\S]*?\n}\n/m, ""],
    [/^\s*listen \[::\]:.*$/gm, ""],
    [/listen 443 ssl http2;/, `listen 127.0.0.1:${NGINX_PORT};`],
    [/^\s*ssl_.*$/gm, ""],
    [/^\s*brotli.*$/gm, ""],
    [/alias \/srv\/avinox\/app\/\.next\/static\/;/, `alias ${path.resolve(".next/static")}/;`],
  ];
  let site = fs.readFileSync(SITE, "utf8");
  for (const [pattern, value] of replacements) {
    expect(site, `deploy/nginx/avinox.conf has ${pattern}`).toMatch(pattern);
    site = site.replace(pattern, value);
  }
  return site;
}

async function startNginx(): Promise<void> {
  nginx = await startNginxAt(dir, siteForTest(), NGINX_PORT);
}

async function startRedis(): Promise<void> {
  // Loopback only, no persistence, its own folder.
  redis = spawn(
    "redis-server",
    ["--bind", "127.0.0.1", "--port", String(REDIS_PORT), "--save", "", "--appendonly", "no", "--dir", dir],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  for (const stream of [redis.stdout!, redis.stderr!]) stream.on("data", (chunk) => (output += chunk));
  await waitForPort(REDIS_PORT, redis, "redis-server", () => output);
}

test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== "desktop" || missing.length) return;
  test.setTimeout(120_000);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "avinox-scale-"));
  // nginx's workers run as another user when started by root: they must reach its temp folders.
  fs.chmodSync(dir, 0o755);
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    ownPostgres = path.join(dir, "postgres");
    adminUrl = execFileSync(
      "bash",
      ["scripts/postgres-test-server.sh", "start", ownPostgres, String(OWN_POSTGRES_PORT)],
      { encoding: "utf8" },
    ).trim();
  }
  database = await createPostgresDatabase(adminUrl);
  await startRedis();
  const shared = { REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`, TRUSTED_PROXIES: "127.0.0.1/32" };
  // One after the other: the first migrates and seeds the empty database.
  a = await startProductionServer({
    port: PORT_A,
    dataDir: path.join(dir, "data-a"),
    databaseUrl: database.url,
    env: { ...shared, SEED_ON_START: "1" },
  });
  b = await startProductionServer({
    port: PORT_B,
    dataDir: path.join(dir, "data-b"),
    databaseUrl: database.url,
    env: shared,
  });
  await startNginx();
});

test.afterAll(async () => {
  nginx?.kill("SIGTERM");
  await Promise.all([a?.stop(), b?.stop()]);
  redis?.kill("SIGTERM");
  await database?.drop().catch(() => {});
  if (ownPostgres) execFileSync("bash", ["scripts/postgres-test-server.sh", "stop", ownPostgres]);
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

type EventSummary = { id: number; slug: string; remaining_capacity: number };

/** The event page's JSON-LD seats left. */
const seatsOf = (html: string) => Number(/"remainingAttendeeCapacity":(\d+)/.exec(html)?.[1]);

test("a session from one instance works on the other, and a registration through one shows on the other's cached page within 2 s", async () => {
  const mobile = freshMobile();
  expect((await a!.post("security/login", { number: mobile })).status).toBe(200);
  const validate = await a!.post("security/validate-login", {
    number: mobile,
    code: await a!.smsCode(mobile),
    ...WEB_CLIENT,
  });
  expect(validate.status).toBe(200);
  const token = ((await validate.json()) as { token: { access_token: string } }).token.access_token;
  const bearer = { authorization: `Bearer ${token}` };
  expect((await b!.get("user/requests?per-page=5", bearer)).status).toBe(200);
  expect((await b!.get("user/requests?per-page=5")).status).toBe(401);

  const upcoming = (await (await b!.get("event/index?when=upcoming&per-page=50")).json()) as EventSummary[];
  const event = upcoming.find((e) => e.remaining_capacity > 2)!;
  expect(event).toBeTruthy();
  const page = `${b!.base}/events/${event.slug}`;
  await fetch(page);
  const warm = await fetch(page);
  expect(warm.headers.get("x-cache")).toBe("HIT");
  const seatsBefore = seatsOf(await warm.text());
  expect(seatsBefore).toBe(event.remaining_capacity);

  const registered = await a!.post(
    "event-attendance/create",
    { full_name: "نگار احمدی", mobile, email: "", event_id: event.id },
    { ...bearer, "idempotency-key": randomUUID() },
  );
  expect(registered.status, await registered.clone().text()).toBe(201);
  const written = Date.now();
  await expect
    .poll(async () => seatsOf(await (await fetch(page)).text()), { timeout: 2000, intervals: [100] })
    .toBe(seatsBefore - 1);
  expect(Date.now() - written).toBeLessThan(2000);
});

test("a rate limit counts the hits on both instances", async () => {
  // 30 lookups per address in ten minutes (app/api/v1/request/track): 15 on each, then the 31st.
  const lookup = "request/track?code=AVX-0000-0000&mobile=09120000000";
  for (let i = 0; i < 30; i++) expect((await (i % 2 ? b! : a!).get(lookup)).status).toBe(404);
  expect((await b!.get(lookup)).status).toBe(429);
  expect((await a!.get(lookup)).status).toBe(429);
});

test("under load, one instance killed with SIGKILL: nginx sends everything to the other, no failure after the first second", async () => {
  const paths = ["/", "/events", "/faq", "/api/v1/event/index?when=upcoming"];
  const outcomes: Array<{ at: number; ok: boolean }> = [];
  const started = Date.now();
  const killAt = started + 3000;
  const endAt = started + 9000;
  let killedAt = 0;
  const worker = async (n: number) => {
    for (let i = n; Date.now() < endAt; i++) {
      const at = Date.now();
      const ok = await fetch(`${viaNginx}${paths[i % paths.length]}`).then(
        async (response) => (await response.arrayBuffer(), response.status === 200),
        () => false,
      );
      outcomes.push({ at, ok });
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  };
  const killer = (async () => {
    await new Promise((resolve) => setTimeout(resolve, killAt - Date.now()));
    a!.kill9();
    killedAt = Date.now();
  })();
  await Promise.all([killer, ...[0, 1, 2, 3].map(worker)]);
  expect(a!.running()).toBe(false);

  const settled = killedAt + 1000;
  const early = outcomes.filter((o) => o.at < settled);
  const late = outcomes.filter((o) => o.at >= settled);
  const failedEarly = early.filter((o) => !o.ok).length;
  console.log(
    `scale-out load: ${outcomes.length} GETs through nginx in ${((Date.now() - started) / 1000).toFixed(1)} s; killed A at ${((killedAt - started) / 1000).toFixed(1)} s; ${failedEarly} failed before and ${late.filter((o) => !o.ok).length} of ${late.length} after the first second that followed`,
  );
  expect(outcomes.length).toBeGreaterThan(200);
  expect(late.length).toBeGreaterThan(100);
  expect(late.filter((o) => !o.ok)).toEqual([]);
  // Everything after the kill came from B: it is still up and the site still answers through nginx.
  expect(b!.running()).toBe(true);
  expect((await fetch(`${viaNginx}/api/v1/health`)).status).toBe(200);
});
