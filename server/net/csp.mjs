// The Content-Security-Policy of every page (issue "Safe to face the internet", item 11). Plain
// JavaScript: the entry (server.mjs) applies it to Next's answers; tests import it too.
//
// Next's App Router writes each page's data into inline <script> elements. A per-request nonce
// would make every page render per request (nothing cacheable), so the entry hashes the inline
// scripts of each HTML answer and lists exactly those hashes: the same page gives the same
// policy, a cached page stays valid, and a script someone injects (whose hash nobody listed)
// does not run. Production allows no eval; development needs it for fast refresh.
import { createHash } from "node:crypto";
import { pageStatus } from "./page-status.mjs";

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

/** CSP hash sources for the inline, executable scripts of an HTML document. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

function originOf(url) {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/** What the policy depends on, read once from the environment. */
export function cspSettings(env, { dev }) {
  const https = originOf(env.SITE_URL)?.startsWith("https:") ?? false;
  const connect = [originOf(env.NEXT_PUBLIC_API_BASE_URL), originOf(env.SENTRY_DSN)].filter(Boolean);
  return { dev, https, connect };
}

export const CSP_REPORT_PATH = "/api/v1/csp-report";

/** The policy for one page, given its inline scripts' hashes. */
export function contentSecurityPolicy(settings, scriptHashes = []) {
  const scripts = settings.dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", ...scriptHashes];
  const directives = [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    // React's style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${["'self'", ...settings.connect].join(" ")}`,
    // The captcha's proof-of-work worker is a same-origin file.
    "worker-src 'self'",
    // The branch map (components/workspaces/branch-map.tsx).
    "frame-src https://www.openstreetmap.org",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    ...(settings.https ? ["upgrade-insecure-requests"] : []),
    `report-uri ${CSP_REPORT_PATH}`,
  ];
  return directives.join("; ");
}

/** HSTS for an https site: two years, subdomains included. */
export function strictTransportSecurity(settings) {
  return settings.https ? "max-age=63072000; includeSubDomains" : undefined;
}

/**
 * Holds back an HTML answer until it is complete, then sends it with its policy and the status its
 * error screen shows (./page-status.mjs). Other answers pass straight through. An answer that sets
 * its own policy (e.g. the printable resume) keeps it. `rewriteHtml` may change the complete HTML
 * first (server.mjs: ./scripts-after-paint.mjs); the policy lists the inline scripts it leaves.
 */
export function applyPageSecurityHeaders(req, res, settings, rewriteHtml = (html) => html) {
  const hsts = strictTransportSecurity(settings);
  if (hsts) res.setHeader("Strict-Transport-Security", hsts);
  const original = { write: res.write, end: res.end, writeHead: res.writeHead, flushHeaders: res.flushHeaders };
  let mode;
  const chunks = [];

  const decide = () => {
    mode ??= req.method !== "HEAD" && /^text\/html/i.test(String(res.getHeader("content-type") ?? "")) && !res.hasHeader("content-security-policy") ? (settings.dev ? "dev" : "hold") : "pass";
    if (mode === "dev") {
      res.setHeader("Content-Security-Policy", contentSecurityPolicy(settings));
      mode = "pass";
    }
    // Node sends the headers through res.writeHead when the body starts: the real one from here on.
    if (mode === "pass") res.writeHead = original.writeHead;
    return mode;
  };
  const toBuffer = (chunk, encoding) => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"));

  // writeHead would send the headers at once; keep them as ordinary headers until the body is known.
  res.writeHead = function writeHead(status, ...rest) {
    const reason = typeof rest[0] === "string" ? rest.shift() : undefined;
    const headers = rest[0];
    res.statusCode = status;
    if (reason) res.statusMessage = reason;
    if (Array.isArray(headers)) {
      const pairs = Array.isArray(headers[0]) ? headers : headers.flatMap((value, i) => (i % 2 ? [] : [[value, headers[i + 1]]]));
      for (const [name, value] of pairs) res.setHeader(name, value);
    } else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    return res;
  };
  res.flushHeaders = function flushHeaders() {
    if (decide() === "pass") original.flushHeaders.call(res);
  };
  res.write = function write(chunk, encoding, callback) {
    if (decide() === "pass") return original.write.call(res, chunk, encoding, callback);
    chunks.push(toBuffer(chunk, encoding));
    const done = typeof encoding === "function" ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  };
  res.end = function end(chunk, encoding, callback) {
    if (typeof chunk === "function") [chunk, encoding, callback] = [undefined, undefined, chunk];
    else if (typeof encoding === "function") [encoding, callback] = [undefined, encoding];
    if (decide() === "pass") return original.end.call(res, chunk, encoding, callback);
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
    const html = rewriteHtml(Buffer.concat(chunks).toString("utf8"));
    const body = Buffer.from(html, "utf8");
    res.statusCode = pageStatus(html, res.statusCode);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(settings, inlineScriptHashes(html)));
    res.setHeader("Content-Length", body.byteLength);
    res.writeHead = original.writeHead;
    return original.end.call(res, body, callback);
  };
}
