// Load with integrity (issue 15): virtual clients browse and send requests against a server that
// trusts 127.0.0.1 as its reverse proxy (TRUSTED_PROXIES=loopback), so each visitor is its own
// address (X-Forwarded-For) with its own mobile number, and the production per-address and
// per-number limits apply to each as they would behind nginx. A client is a stream of visitors:
// each opens public pages and API lists, signs in with the SMS code from DATA_DIR/sms-outbox.jsonl,
// sends two contact messages with their Idempotency-Keys (the second one twice, as a double click
// does) and looks one up on /track's API; then the next visitor takes the client's place.
// Afterwards every acknowledged request (a 2xx with a tracking code) must be tracked by its code
// and number, be in its sender's list once (one row per key), and have its confirmation SMS in the
// outbox; any non-2xx (a 429 too) or network failure is an error.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const WEB_CLIENT = { client_id: "web", client_secret: process.env.CLIENT_SECRET || "avinox-web-client-secret" };
const PAGES = ["/", "/events", "/businesses", "/mentors", "/jobs", "/faq", "/workspaces"];
const API_LISTS = [
  "/api/v1/event/index?when=upcoming",
  "/api/v1/business",
  "/api/v1/mentor/index",
  "/api/v1/job/job-list",
  "/api/v1/faq/items",
];
const SUBJECT = "رویدادها";

/**
 * The server's settings for the run: 127.0.0.1 is the trusted proxy, and the per-address and
 * per-number limits are production's (the bench's server relaxes them for its own sign-in figure).
 * The site-wide SMS budget is the site's capacity, not a visitor's: it is lifted. PostgreSQL when
 * a URL is given.
 */
export function integrityServerEnv(databaseUrl) {
  return {
    TRUSTED_PROXIES: "loopback",
    OTP_MAX_PER_NETWORK_PER_HOUR: "20",
    OTP_MAX_PER_NUMBER_PER_HOUR: "5",
    SMS_MAX_PER_NETWORK_PER_DAY: "30",
    SMS_MAX_PER_DAY: "1000000",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

/** Refuses anything but this machine: the load is for a local server only. */
export function assertLoopback(base) {
  const host = new URL(base).hostname.replace(/^\[|\]$/g, "");
  if (!["127.0.0.1", "localhost", "::1"].includes(host) && !/^127\./.test(host))
    throw new Error(`load-integrity runs against this machine only, not ${base}`);
}

/** The console SMS provider's outbox, read as it grows: by number, the messages in order. */
class Outbox {
  constructor(dataDir) {
    this.file = path.join(dataDir, "sms-outbox.jsonl");
    this.offset = fs.existsSync(this.file) ? fs.statSync(this.file).size : 0;
    this.rest = "";
    this.byNumber = new Map();
  }
  read() {
    if (!fs.existsSync(this.file)) return;
    const size = fs.statSync(this.file).size;
    if (size <= this.offset) return;
    const fd = fs.openSync(this.file, "r");
    const buffer = Buffer.alloc(size - this.offset);
    fs.readSync(fd, buffer, 0, buffer.length, this.offset);
    fs.closeSync(fd);
    this.offset = size;
    const lines = (this.rest + buffer.toString("utf8")).split("\n");
    this.rest = lines.pop() ?? "";
    for (const line of lines) {
      if (!line) continue;
      const message = JSON.parse(line);
      if (!this.byNumber.has(message.to)) this.byNumber.set(message.to, []);
      this.byNumber.get(message.to).push(message);
    }
  }
  messages(number) {
    this.read();
    return this.byNumber.get(number) ?? [];
  }
  async code(number) {
    for (let i = 0; i < 100; i++) {
      const code = this.messages(number).findLast((m) => m.code)?.code;
      if (code) return code;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no SMS code for ${number}`);
  }
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

/**
 * Runs `clients` virtual clients for `seconds` against `base` (a loopback server trusting 127.0.0.1
 * as its proxy, console SMS into dataDir), then checks what it acknowledged. Returns the figures
 * and verdicts: { requests, errors, kinds: {kind: {count, p50, p99}}, acknowledged, missing, ... }.
 */
export async function loadWithIntegrity({ base, dataDir, clients, seconds }) {
  assertLoopback(base);
  const outbox = new Outbox(dataDir);
  const latencies = new Map();
  const errors = [];
  const visitors = [];
  let requests = 0;
  let visitorCount = 0;
  // A run's own number range and addresses, so a second run on the same database starts afresh.
  const runPrefix = Math.floor(Math.random() * 900) + 100;

  async function call(kind, visitor, url, init = {}) {
    const started = performance.now();
    requests += 1;
    try {
      const response = await fetch(`${base}${url}`, {
        ...init,
        headers: { "x-forwarded-for": visitor.ip, "accept-encoding": "gzip, deflate, br", ...init.headers },
      });
      const body = await response.text();
      if (!latencies.has(kind)) latencies.set(kind, []);
      latencies.get(kind).push(performance.now() - started);
      if (!response.ok) {
        errors.push(`${kind} ${url.split("?")[0]}: ${response.status} ${body.slice(0, 120)}`);
        return undefined;
      }
      return { status: response.status, headers: response.headers, body };
    } catch (error) {
      errors.push(`${kind} ${url.split("?")[0]}: ${error.message}`);
      return undefined;
    }
  }
  const json = (answer) => (answer ? JSON.parse(answer.body) : undefined);
  const postJson = (kind, visitor, url, body, headers = {}) =>
    call(kind, visitor, url, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });

  async function visit(deadline) {
    visitorCount += 1;
    const n = visitorCount;
    const visitor = {
      ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      mobile: `0919${runPrefix}${String(n).padStart(4, "0")}`,
      sent: [],
    };
    visitors.push(visitor);
    for (const page of [PAGES[n % PAGES.length], PAGES[(n + 3) % PAGES.length]]) await call("page", visitor, page);
    for (const list of [API_LISTS[n % API_LISTS.length], API_LISTS[(n + 2) % API_LISTS.length]])
      await call("api list", visitor, list);
    if (performance.now() > deadline) return;

    if (!(await postJson("sign-in", visitor, "/api/v1/security/login", { number: visitor.mobile }))) return;
    const signedIn = json(
      await postJson("sign-in", visitor, "/api/v1/security/validate-login", {
        number: visitor.mobile,
        code: await outbox.code(visitor.mobile),
        ...WEB_CLIENT,
      }),
    );
    if (!signedIn) return;
    visitor.token = signedIn.token.access_token;
    const auth = { authorization: `Bearer ${visitor.token}` };

    for (let i = 1; i <= 2; i++) {
      const key = randomUUID();
      const form = {
        contact_name: "مهسا کریمی",
        contact_phone: visitor.mobile,
        subject: SUBJECT,
        message: `پیام ${i} از بازدیدکننده ${n} درباره برگزاری یک کارگاه`,
      };
      const receipt = json(
        await postJson("submit", visitor, "/api/v1/contact-us/create", form, { ...auth, "idempotency-key": key }),
      );
      if (!receipt) continue;
      visitor.sent.push({ key, code: receipt.tracking_code });
      if (i === 2) {
        // The double click: the same key again must answer the same receipt, and store nothing new.
        const replay = json(
          await postJson("submit", visitor, "/api/v1/contact-us/create", form, { ...auth, "idempotency-key": key }),
        );
        if (replay && replay.tracking_code !== receipt.tracking_code)
          errors.push(`replay of ${receipt.tracking_code} answered ${replay.tracking_code}`);
      }
      await call("page", visitor, PAGES[(n + i) % PAGES.length]);
    }
    if (visitor.sent[0])
      await call("track", visitor, `/api/v1/request/track?code=${visitor.sent[0].code}&mobile=${visitor.mobile}`);
  }

  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        await visit(deadline).catch((error) => errors.push(`visitor: ${error.message}`));
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;

  // Integrity: each acknowledged request is tracked by its code and number, its sender's list
  // holds each request once, and its confirmation is in the outbox.
  const acknowledged = visitors.flatMap((v) => v.sent.map((s) => ({ ...s, visitor: v })));
  const checker = { ip: "" };
  let lookups = 0;
  const missing = [];
  const duplicated = [];
  const withoutSms = [];
  for (const visitor of visitors) {
    if (!visitor.sent.length) continue;
    for (const { code } of visitor.sent) {
      // /track allows 30 lookups per address in 10 minutes: the checker moves on every 25.
      if (lookups++ % 25 === 0) checker.ip = `172.16.${(lookups >> 8) & 255}.${lookups & 255 || 1}`;
      const tracked = await fetch(`${base}/api/v1/request/track?code=${code}&mobile=${visitor.mobile}`, {
        headers: { "x-forwarded-for": checker.ip },
      });
      if (tracked.status !== 200) missing.push(`${code} (${tracked.status})`);
      if (!outbox.messages(visitor.mobile).some((m) => m.text.includes(code))) withoutSms.push(code);
    }
  }
  // Each sender's own list (with the session of the run) must be exactly the codes it was given:
  // a key stored twice would show twice.
  for (const visitor of visitors) {
    if (!visitor.sent.length) continue;
    const token = visitor.token;
    const list = await (
      await fetch(`${base}/api/v1/user/requests?per-page=50&kind=contact`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    const listed = Array.isArray(list) ? list.map((r) => r.tracking_code).sort() : [];
    const expected = visitor.sent.map((s) => s.code).sort();
    if (JSON.stringify(listed) !== JSON.stringify(expected))
      duplicated.push(`${visitor.mobile}: listed ${listed.join(",")}, acknowledged ${expected.join(",")}`);
  }

  const kinds = Object.fromEntries(
    [...latencies].map(([kind, values]) => {
      const sorted = values.sort((a, b) => a - b);
      return [kind, { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) }];
    }),
  );
  return {
    clients,
    seconds,
    elapsed,
    requests,
    perSecond: requests / elapsed,
    visitors: visitors.length,
    kinds,
    errors,
    acknowledged: acknowledged.length,
    missing,
    duplicated,
    withoutSms,
  };
}

/** The figures and verdicts as lines, for the bench and the script. */
export function integrityReport(result) {
  const lines = [
    `Load with integrity: ${result.clients} clients for ${result.seconds} s, ${result.visitors} visitors, ${result.requests} requests (${result.perSecond.toFixed(0)} req/s)`,
  ];
  for (const [kind, { count, p50, p99 }] of Object.entries(result.kinds))
    lines.push(
      `  ${kind.padEnd(9)} ${String(count).padStart(6)} requests  p50 ${p50.toFixed(0).padStart(5)} ms  p99 ${p99.toFixed(0).padStart(5)} ms`,
    );
  const verdict = (ok) => (ok ? "✓" : "✗");
  lines.push(
    `  errors: ${result.errors.length} ${verdict(!result.errors.length)}${result.errors.length ? ` (first: ${result.errors.slice(0, 3).join("; ")})` : ""}`,
  );
  lines.push(
    `  acknowledged requests: ${result.acknowledged}; tracked after the run: ${result.acknowledged - result.missing.length} ${verdict(!result.missing.length && result.acknowledged > 0)}`,
  );
  lines.push(
    `  each key stored once (senders' lists exact): ${result.duplicated.length ? `${result.duplicated.length} wrong ✗ (${result.duplicated.slice(0, 2).join("; ")})` : "yes ✓"}`,
  );
  lines.push(
    `  confirmation SMS in the outbox: ${result.acknowledged - result.withoutSms.length} of ${result.acknowledged} ${verdict(!result.withoutSms.length)}`,
  );
  return lines.join("\n");
}

/** True when the run kept every promise: no error, something acknowledged, all of it there once with its SMS. */
export const integrityHeld = (result) =>
  !result.errors.length &&
  result.acknowledged > 0 &&
  !result.missing.length &&
  !result.duplicated.length &&
  !result.withoutSms.length;

/**
 * The bench's part (BENCH_ONLY=integrity): the full run on its own server (PostgreSQL when
 * BENCH_DATABASE_URL is set), its figures, and its verdicts as budgets: 0 errors, and every
 * acknowledged request stored once with its SMS.
 */
export async function integrityPart({ startServer, port, clients, seconds, budgets }) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const server = startServer({ port, env: integrityServerEnv(databaseUrl) });
  try {
    await server.ready();
    console.log(
      `Load with integrity on its own server (${databaseUrl ? "PostgreSQL" : "PGlite"}, TRUSTED_PROXIES=loopback, production limits per address and number):`,
    );
    const result = await loadWithIntegrity({ base: server.base, dataDir: server.dataDir, clients, seconds });
    console.log(integrityReport(result));
    budgets.check("load with integrity: errors", result.errors.length, "=", 0);
    budgets.check(
      "load with integrity: acknowledged requests stored once with their SMS",
      integrityHeld(result),
      "=",
      true,
    );
  } finally {
    await server.stop();
  }
}
