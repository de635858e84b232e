// The nginx site of docs/deploy.md (deploy/nginx/avinox.conf), as shipped but for its ports, paths
// and a throwaway certificate, in front of the server that trusts one proxy on loopback: HTTP goes
// to HTTPS, pages come over HTTP/2 compressed, the build's files carry a year's cache, a visitor's
// forged X-Forwarded-For is replaced, and an oversized body gets the Persian envelope.
import { execFileSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./test";
import { startNginx } from "./nginx-server";
import { E2E_BASE_URL, E2E_NGINX_HTTP_PORT, E2E_NGINX_HTTPS_PORT, E2E_PROXIED_PORT } from "./env";
import { expectPayloadTooLarge } from "./support";

const SITE = path.resolve("deploy/nginx/avinox.conf");
const BROTLI_MODULES = [
  "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so",
  "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so",
];
const https = `https://127.0.0.1:${E2E_NGINX_HTTPS_PORT}`;

test.describe.configure({ mode: "serial" });
test.use({ ignoreHTTPSErrors: true });
test.beforeEach(({}, testInfo) =>
  test.skip(testInfo.project.name !== "desktop", "server configuration, the same on every viewport"),
);

let nginx: ChildProcess | undefined;
let dir = "";

/** The shipped site with this machine's ports and paths in place of the production ones. */
function siteForTest(): string {
  const replacements: Array<[RegExp, string]> = [
    [/server 127\.0\.0\.1:3000 /, `server 127.0.0.1:${E2E_PROXIED_PORT} `],
    [/^\s*listen \[::\]:.*$/gm, ""],
    [/listen 80;/, `listen 127.0.0.1:${E2E_NGINX_HTTP_PORT};`],
    [/listen 443 ssl http2;/, `listen 127.0.0.1:${E2E_NGINX_HTTPS_PORT} ssl http2;`],
    [/ssl_certificate\s+\S+;/, `ssl_certificate ${dir}/cert.pem;`],
    [/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${dir}/key.pem;`],
    [/alias \/srv\/avinox\/app\/\.next\/static\/;/, `alias ${path.resolve(".next/static")}/;`],
    [/root \/var\/www\/letsencrypt;/, `root ${dir}/acme;`],
    [
      /access_log \/var\/log\/nginx\/avinox\.access\.log avinox_redacted;/g,
      `access_log ${dir}/access.log avinox_redacted;`,
    ],
  ];
  let site = fs.readFileSync(SITE, "utf8");
  for (const [pattern, value] of replacements) {
    expect(site, `deploy/nginx/avinox.conf has ${pattern}`).toMatch(pattern);
    site = site.replace(pattern, value);
  }
  return site;
}

test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== "desktop") return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "avinox-nginx-"));
  fs.mkdirSync(path.join(dir, "acme"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-keyout",
      `${dir}/key.pem`,
      "-out",
      `${dir}/cert.pem`,
    ],
    { stdio: "ignore" },
  );
  nginx = await startNginx(dir, siteForTest(), E2E_NGINX_HTTPS_PORT, BROTLI_MODULES);
});

test.afterAll(() => {
  nginx?.kill("SIGTERM");
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test("plain HTTP sends a visitor to the same page on HTTPS", async ({ request }) => {
  const response = await request.get(`http://127.0.0.1:${E2E_NGINX_HTTP_PORT}/events?page=2`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("https://avinox.ir/events?page=2");
});

test("pages come over HTTP/2, compressed, from the app behind it", async ({ request }) => {
  const version = execFileSync("curl", ["-sk", "--http2", "-o", "/dev/null", "-w", "%{http_version}", `${https}/`], {
    encoding: "utf8",
  });
  expect(version).toBe("2");
  const page = await request.get(`${https}/events`, { headers: { "Accept-Encoding": "br" } });
  expect(page.status()).toBe(200);
  expect(page.headers()["content-encoding"]).toBe("br");
  expect(await page.text()).toContain("رویدادها");
  // The app's own security headers pass through.
  expect(page.headers()["content-security-policy"]).toContain("script-src 'self'");
});

test("the build's files come from disk with a year's immutable cache, compressed", async ({ request }) => {
  const html = await (await request.get(`${https}/`)).text();
  // The page's largest script (a small one stays plain: nginx compresses from 1 KiB).
  const scripts = [...new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g) ?? [])];
  const sizeOf = (url: string) => fs.statSync(path.resolve(".next/static/chunks", path.basename(url))).size;
  const script = scripts.sort((a, b) => sizeOf(b) - sizeOf(a))[0];
  expect(script).toBeTruthy();
  const response = await request.get(`${https}${script}`, { headers: { "Accept-Encoding": "br" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["content-encoding"]).toBe("br");
  // The build's own copy (npm run build), not one compressed for this download.
  expect(Number(response.headers()["content-length"])).toBe(
    fs.statSync(path.resolve(".next/static/chunks", `${path.basename(script!)}.br`)).size,
  );
  const missing = await request.get(`${https}/_next/static/chunks/not-a-build-file.js`);
  expect(missing.status()).toBe(404);
});

test("each answer names its request's id: nginx's behind it, never one a visitor made up", async ({ request }) => {
  const proxied = await request.get(`${https}/api/v1/health`, { headers: { "X-Request-Id": "visitor-made-0001" } });
  expect(proxied.headers()["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
  // The main test server trusts no proxy: its own id, not the caller's.
  const direct = await request.get(`${E2E_BASE_URL}/api/v1/health`, {
    headers: { "X-Request-Id": "visitor-made-0001" },
  });
  expect(direct.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  // A page from the shared cache is a request of its own too.
  const first = await request.get(`${E2E_BASE_URL}/faq`);
  const second = await request.get(`${E2E_BASE_URL}/faq`);
  expect(second.headers()["x-cache"]).toBe("HIT");
  expect(second.headers()["x-request-id"]).not.toBe(first.headers()["x-request-id"]);
});

test("a visitor's own X-Forwarded-For is replaced, so it buys no fresh rate limit", async ({ request }) => {
  // The app trusts loopback as its proxy: were nginx to pass the visitor's header on, each forged
  // address would be a new visitor with a fresh limit of 30 lookups in ten minutes.
  let refusedAt = 0;
  for (let i = 1; i <= 31 && !refusedAt; i++) {
    const response = await request.get(`${https}/api/v1/request/track?code=AVX-0000-0000&mobile=09120000000`, {
      headers: { "X-Forwarded-For": `203.0.113.${i}` },
    });
    if (response.status() === 429) refusedAt = i;
    else expect(response.status()).toBe(404);
  }
  expect(refusedAt).toBeGreaterThan(0);
});

test("nginx's access log names no secret: a seat offer's key is [token], no query, no referrer", async ({
  request,
}) => {
  const key = `SeatOfferKey${Date.now()}abcdefghijklmnop`;
  const referer = `https://avinox.ir/events/offer/${key}`;
  for (const address of [
    `/events/offer/${key}`,
    `/events//offer/${key}/`,
    `/api/v1/event-seat-offers/${key}/accept?from=sms`,
    `/API/v1/event-seat-offers/${key}`,
    `/track?mobile=09121234567&code=AVX-1`,
  ]) {
    await request.get(`${https}${address}`, { headers: { Referer: referer } });
  }
  // nginx writes each line once its answer is sent: wait for the five.
  const lines = () => fs.readFileSync(path.join(dir, "access.log"), "utf8").trim().split("\n").filter(Boolean);
  await expect.poll(() => lines().length).toBeGreaterThanOrEqual(5);
  const log = lines().join("\n");
  expect(log).not.toContain(key);
  expect(log).not.toContain("09121234567");
  expect(log).toContain('"GET /events/offer/[token] HTTP/');
  expect(log).toContain('"GET /api/v1/event-seat-offers/[token]/accept HTTP/');
});

test("a body over nginx's limit is refused with the API's Persian envelope", async ({ request }) => {
  await expectPayloadTooLarge(request, `${https}/api/v1/job-resume/create`, 13);
});
