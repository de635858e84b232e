// The Content-Security-Policy of every page (issue "Safe to face the internet", item 11). Plain
// JavaScript: the entry (server.mjs) applies it to Next's answers; tests import it too.
//
// Next's App Router writes each page's data into inline <script> elements. A nonce in the policy
// would change with every answer, and the entry's cache shares one answer among visitors, so the
// policy lists hashes instead, but only of the scripts the site itself wrote: each render is given
// a fresh random nonce (Next reads it from the request's Content-Security-Policy header and puts
// it on every script it emits; the site's own inline scripts read it too: render/script-nonce.ts),
// and only inline scripts carrying that render's nonce are hashed. A script injected into the
// HTML (stored content, a bug in a component) cannot know the nonce, is not listed, and does not
// run, and its attempt is reported. The nonce attributes are then removed, so a cached copy tells
// nobody anything. Production allows no eval; development needs it for fast refresh.
import { createHash, randomBytes } from "node:crypto";
import { pageStatus } from "./page-status.mjs";

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

/** A fresh nonce for one render: 128 random bits, in the characters Next accepts in a nonce source. */
export function renderNonce() {
  return randomBytes(16).toString("base64url");
}

/** A nonce attribute as React and the entry write it (the nonce is base64url: nothing to escape). */
const nonceAttribute = (nonce) => ` nonce="${nonce}"`;

/**
 * CSP hash sources for the inline, executable scripts of an HTML document that carry `nonce` (the
 * render's own); without a nonce (tests of the hashing itself), of every inline executable script.
 */
export function inlineScriptHashes(html, nonce) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    if (nonce !== undefined && !`${attributes} `.includes(`${nonceAttribute(nonce)} `)) continue;
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
 * Gives the render a fresh nonce (in the request's Content-Security-Policy header, where Next looks
 * for it; whatever the caller sent there is replaced), holds back an HTML answer until it is
 * complete, then sends it with its policy and the status its error screen shows
 * (./page-status.mjs). Other answers pass straight through. An answer that sets its own policy
 * (e.g. the printable resume) keeps it. `rewriteHtml(html, nonce)` may change the complete HTML
 * first (server.mjs: ./scripts-after-paint.mjs); the policy lists the inline scripts that carry the
 * nonce afterwards, and the nonce attributes are then dropped.
 */
export function applyPageSecurityHeaders(req, res, settings, rewriteHtml = (html) => html) {
  const hsts = strictTransportSecurity(settings);
  if (hsts) res.setHeader("Strict-Transport-Security", hsts);
  const nonce = renderNonce();
  delete req.headers["content-security-policy-report-only"];
  if (settings.dev) delete req.headers["content-security-policy"];
  else req.headers["content-security-policy"] = `script-src 'nonce-${nonce}'`;
  const original = { write: res.write, end: res.end, writeHead: res.writeHead, flushHeaders: res.flushHeaders };
  let mode;
  const chunks = [];

  const decide = () => {
    mode ??=
      req.method !== "HEAD" &&
      /^text\/html/i.test(String(res.getHeader("content-type") ?? "")) &&
      !res.hasHeader("content-security-policy")
        ? settings.dev
          ? "dev"
          : "hold"
        : "pass";
    if (mode === "dev") {
      res.setHeader("Content-Security-Policy", contentSecurityPolicy(settings));
      mode = "pass";
    }
    // Node sends the headers through res.writeHead when the body starts: the real one from here on.
    if (mode === "pass") res.writeHead = original.writeHead;
    return mode;
  };
  const toBuffer = (chunk, encoding) =>
    Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");

  // writeHead would send the headers at once; keep them as ordinary headers until the body is known.
  res.writeHead = function writeHead(status, ...rest) {
    const reason = typeof rest[0] === "string" ? rest.shift() : undefined;
    const headers = rest[0];
    res.statusCode = status;
    if (reason) res.statusMessage = reason;
    if (Array.isArray(headers)) {
      const pairs = Array.isArray(headers[0])
        ? headers
        : headers.flatMap((value, i) => (i % 2 ? [] : [[value, headers[i + 1]]]));
      for (const [name, value] of pairs) res.setHeader(name, value);
    } else if (headers)
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
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
    const rendered = rewriteHtml(Buffer.concat(chunks).toString("utf8"), nonce);
    const hashes = inlineScriptHashes(rendered, nonce);
    const html = rendered.replaceAll(nonceAttribute(nonce), "");
    const body = Buffer.from(html, "utf8");
    res.statusCode = pageStatus(html, res.statusCode);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(settings, hashes));
    res.setHeader("Content-Length", body.byteLength);
    res.writeHead = original.writeHead;
    return original.end.call(res, body, callback);
  };
}
