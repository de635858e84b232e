// `npm run bench` (after `npm run build`): prints the figures the issues ask for, measured against
// the production server on a fresh DATA_DIR:
//  - first-load JS of the home page (bytes and gzip),
//  - requests/s and latency of /, /events, /events/{slug} and /api/v1/health, 50 connections,
//  - p50 of the sign-in API (login, validate-login) under 20 concurrent clients,
//  - time from submitting a mobile number to the code screen in Chromium.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import autocannon from "autocannon";

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avinox-bench-"));

// The production entry, as `npm start` runs it.
const server = spawn(process.execPath, ["server.mjs", "-p", String(PORT), "-H", "127.0.0.1"], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    NEXT_TELEMETRY_DISABLED: "1",
    SITE_URL: BASE,
    AUTH_SECRET: process.env.AUTH_SECRET || "bench-auth-secret-0123456789-abcdefghijkl",
    SEED_ON_START: "1",
    SMS_PROVIDER: "console",
    SMS_ALLOW_CONSOLE_IN_PRODUCTION: "1",
    // The bench signs hundreds of numbers in from one address.
    OTP_MAX_PER_IP_PER_HOUR: "1000000",
    OTP_MAX_PER_NUMBER_PER_HOUR: "1000",
    SMS_MAX_PER_ADDRESS_PER_DAY: "1000000",
    SMS_MAX_PER_DAY: "1000000",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const stop = () => server.kill("SIGTERM");
process.on("exit", stop);

async function waitForHealth() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${BASE}/api/v1/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

async function firstLoadJs() {
  const html = await (await fetch(`${BASE}/`)).text();
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]).filter((s) => s.startsWith("/_next/")))];
  let raw = 0;
  let gzip = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(`${BASE}${src}`)).arrayBuffer());
    raw += body.length;
    gzip += zlib.gzipSync(body, { level: 6 }).length;
  }
  return { scripts: sources.length, raw, gzip };
}

function run(options) {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

async function loadTest(urlPath) {
  await run({ url: `${BASE}${urlPath}`, connections: 10, duration: 2 }); // warm up
  const r = await run({ url: `${BASE}${urlPath}`, connections: 50, duration: SECONDS });
  return { path: urlPath, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

function outboxCodes() {
  const file = path.join(dataDir, "sms-outbox.jsonl");
  const codes = new Map();
  for (const line of fs.readFileSync(file, "utf8").trim().split("\n")) {
    const m = JSON.parse(line);
    if (m.code) codes.set(m.to, m.code);
  }
  return codes;
}

async function signInApi(total = 400) {
  const numbers = Array.from({ length: total }, (_, i) => `0919${String(1_000_000 + i).slice(-7)}`);
  let next = 0;
  const login = await run({
    url: `${BASE}/api/v1/security/login`,
    connections: 20,
    amount: total,
    requests: [{ method: "POST", headers: { "content-type": "application/json" }, setupRequest: (req) => ({ ...req, body: JSON.stringify({ number: numbers[next++ % total] }) }) }],
  });
  await new Promise((r) => setTimeout(r, 300));
  const codes = outboxCodes();
  let i = 0;
  const validate = await run({
    url: `${BASE}/api/v1/security/validate-login`,
    connections: 20,
    amount: total,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        setupRequest: (req) => {
          const number = numbers[i++ % total];
          return { ...req, body: JSON.stringify({ number, code: codes.get(number), client_id: "web", client_secret: process.env.CLIENT_SECRET || "avinox-web-client-secret" }) };
        },
      },
    ],
  });
  return [
    { call: "POST /security/login", p50: login.latency.p50, p99: login.latency.p99, ok: login["2xx"], other: login.non2xx },
    { call: "POST /security/validate-login", p50: validate.latency.p50, p99: validate.latency.p99, ok: validate["2xx"], other: validate.non2xx },
  ];
}

async function numberToCodeScreen(rounds = 5) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const times = [];
  for (let round = 0; round < rounds; round++) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${BASE}/events`);
    await page.getByRole("link", { name: "ورود | ثبت‌نام" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("شماره موبایل").fill(`0918${String(2_000_000 + round).slice(-7)}`);
    const started = performance.now();
    await dialog.getByRole("button", { name: "دریافت کد ورود" }).click();
    await dialog.getByLabel("کد تایید").waitFor();
    times.push(performance.now() - started);
    await page.close();
  }
  await browser.close();
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], min: times[0], max: times.at(-1) };
}

/** The server's resident memory (Linux), in MiB. */
function serverRssMiB() {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Three oversized anonymous uploads at once, streamed without a length: refused, memory flat. */
async function oversizedUploads(megabytes = 60, parallel = 3) {
  const before = serverRssMiB();
  const upload = async () => {
    let sent = 0;
    const chunk = new Uint8Array(256 * 1024).fill(65);
    const body = new ReadableStream({
      pull(controller) {
        if (sent >= megabytes * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const started = performance.now();
    const response = await fetch(`${BASE}/api/v1/job-resume/create`, { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x" }, body, duplex: "half" }).catch(() => undefined);
    return { status: response?.status ?? "reset", ms: performance.now() - started };
  };
  const results = await Promise.all(Array.from({ length: parallel }, upload));
  return { before, after: serverRssMiB(), results };
}

await waitForHealth();
console.log(`Benchmark against npm start (server.mjs) on ${BASE} (${os.cpus().length} cores), DATA_DIR ${dataDir}\n`);

const js = await firstLoadJs();
console.log(`First-load JS of /: ${js.scripts} scripts, ${kb(js.raw)} raw, ${kb(js.gzip)} gzip\n`);

console.log(`Load, 50 connections, ${SECONDS}s each:`);
console.log("path                         req/s    p50 ms   p99 ms   errors");
for (const target of ["/api/v1/health", "/", "/events", "/events/ai-meetup-kerman"]) {
  const r = await loadTest(target);
  console.log(`${r.path.padEnd(28)} ${r.rps.toFixed(0).padStart(6)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(8)}`);
}

console.log("\nSign-in API, 20 concurrent clients, 400 requests each:");
for (const r of await signInApi()) console.log(`${r.call.padEnd(32)} p50 ${r.p50} ms, p99 ${r.p99} ms (${r.ok} ok, ${r.other} other)`);

const big = await oversizedUploads();
console.log(
  `\n3 × 60 MB uploads at once (no Content-Length): ${big.results.map((r) => `${r.status} in ${r.ms.toFixed(0)} ms`).join(", ")}; server RSS ${big.before.toFixed(0)} → ${big.after.toFixed(0)} MiB`,
);

const ui = await numberToCodeScreen();
console.log(`\nNumber submitted → code screen (Chromium, 390 px): median ${ui.median.toFixed(0)} ms (min ${ui.min.toFixed(0)}, max ${ui.max.toFixed(0)})`);

stop();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
