// The pages' Content-Security-Policy (issue "Safe to face the internet", item 11): the entry
// hashes each HTML answer's inline scripts and lists exactly those, with no eval in production,
// then compresses. Tested through a real HTTP server set up as server.mjs sets up its own.
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import compression from "compression";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applyPageSecurityHeaders,
  contentSecurityPolicy,
  cspSettings,
  inlineScriptHashes,
  renderNonce,
} from "@/entry/csp.mjs";

const hashOf = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
const page = [
  "<!DOCTYPE html><html><head>",
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  "<script>self.__next_f=self.__next_f||[]</script>",
  '<script type="application/ld+json">{"@type":"Event"}</script>',
  "</head><body>",
  "<p>" + "سلام ".repeat(400) + "</p>",
  '<script>self.__next_f.push([1,"a"])</script>',
  "</body></html>",
];

const failedPage = [
  '<!DOCTYPE html><html lang="fa" dir="rtl"><head></head><body><main><!--$?--><template id="B:0"></template><p>در حال بارگذاری…</p><!--/$--></main>',
  '<script>$RX=function(b,c){var a=document.getElementById(b);a&&(a.dataset.dgst=c)};;$RX("B:0","AVINOX_API_STATUS;503;no-response")</script>',
  "</body></html>",
];

/** The page as Next writes it for a render given `nonce`: every script it emits carries it. */
const withNonce = (parts: string[], nonce: string) =>
  parts.map((part) => part.replace(/<script\b/g, `<script nonce="${nonce}"`));
/** What an injection into the page's content would add: an inline script without the render's nonce. */
const INJECTED = "<script>window.__injected=true</script>";
const INJECTED_WITH_GUESSED_NONCE = '<script nonce="guessed">window.__injected=true</script>';

describe("inline script hashes", () => {
  it("hashes inline executable scripts exactly, and nothing else", () => {
    const hashes = inlineScriptHashes(page.join(""));
    expect(hashes).toEqual([hashOf("self.__next_f=self.__next_f||[]"), hashOf('self.__next_f.push([1,"a"])')]);
  });

  it("with the render's nonce, hashes only the scripts that carry it: an injected one is left out", () => {
    const html = withNonce(page, "n0nce").join("").replace("<p>", `<p>${INJECTED}${INJECTED_WITH_GUESSED_NONCE}`);
    expect(inlineScriptHashes(html, "n0nce")).toEqual([
      hashOf("self.__next_f=self.__next_f||[]"),
      hashOf('self.__next_f.push([1,"a"])'),
    ]);
    // Without the nonce (the old rule) the injected script would have been listed.
    expect(inlineScriptHashes(html)).toContain(hashOf("window.__injected=true"));
  });

  it("gives a fresh, unguessable nonce to every render", () => {
    const nonces = new Set(Array.from({ length: 50 }, () => renderNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it("gives the same policy for the same page (so a cached page stays valid)", () => {
    const settings = cspSettings({ SITE_URL: "https://avinox.ir" }, { dev: false });
    expect(contentSecurityPolicy(settings, inlineScriptHashes(page.join("")))).toBe(
      contentSecurityPolicy(settings, inlineScriptHashes(page.join(""))),
    );
  });
});

describe("policy", () => {
  it("allows no eval and no inline script beyond the listed hashes in production", () => {
    const policy = contentSecurityPolicy(
      cspSettings({ SITE_URL: "https://avinox.ir", SENTRY_DSN: "https://k@o1.ingest.sentry.io/2" }, { dev: false }),
      ["'sha256-abc'"],
    );
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc'");
    expect(policy).not.toContain("unsafe-eval");
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'self'",
      "upgrade-insecure-requests",
      "report-uri /api/v1/csp-report",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).toContain("connect-src 'self' https://o1.ingest.sentry.io");
  });

  it("lets development evaluate (fast refresh) and leaves plain http alone", () => {
    const policy = contentSecurityPolicy(cspSettings({ SITE_URL: "http://localhost:3000" }, { dev: true }));
    expect(policy).toContain("'unsafe-eval'");
    expect(policy).not.toContain("upgrade-insecure-requests");
  });
});

describe("the entry's page headers", () => {
  let server: http.Server;
  let base: string;
  const compress = compression();
  const settings = cspSettings({ SITE_URL: "https://avinox.ir" }, { dev: false });
  const seenNonces: string[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      compress(req as never, res as never, () => {
        applyPageSecurityHeaders(req, res, settings);
        // As Next does: the nonce comes from the request's policy header, and goes on every script it writes.
        const nonce = /'nonce-([^']+)'/.exec(String(req.headers["content-security-policy"]))?.[1] ?? "";
        seenNonces.push(nonce);
        if (req.url === "/page" || req.url === "/injected-page") {
          // As Next streams a page: headers first, then the body in pieces.
          res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
          for (const part of withNonce(page, nonce))
            res.write(req.url === "/injected-page" ? part.replace("<p>", `<p>${INJECTED}`) : part);
          res.end();
        } else if (req.url === "/failed-page") {
          // A page under loading.tsx whose API gave no answer after the loading state streamed.
          res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
          for (const part of withNonce(failedPage, nonce)) res.write(part);
          res.end();
        } else if (req.url === "/own-policy") {
          res.setHeader("Content-Security-Policy", "default-src 'none'");
          res.setHeader("Content-Type", "text/html");
          res.end("<p>resume</p>");
        } else {
          res.setHeader("Content-Type", "application/json");
          res.end(JSON.stringify({ ok: true }));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function get(path: string): Promise<{ status: number | undefined; headers: http.IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      http
        .get(`${base}${path}`, { headers: { "accept-encoding": "gzip" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });
  }

  it("sends a page whole, compressed, with a policy listing its own inline scripts and HSTS", async () => {
    const { headers, body } = await get("/page");
    expect(headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(body).toString("utf8")).toBe(page.join(""));
    expect(String(headers["content-security-policy"])).not.toContain("nonce");
    const policy = String(headers["content-security-policy"]);
    expect(policy).toContain(hashOf("self.__next_f=self.__next_f||[]"));
    expect(policy).toContain(hashOf('self.__next_f.push([1,"a"])'));
    expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  });

  it("lists only the scripts the render wrote: an injected inline script is not in the policy", async () => {
    const { headers, body } = await get("/injected-page");
    const html = gunzipSync(body).toString("utf8");
    expect(html).toContain(INJECTED);
    const policy = String(headers["content-security-policy"]);
    expect(policy).toContain(hashOf('self.__next_f.push([1,"a"])'));
    expect(policy).not.toContain(hashOf("window.__injected=true"));
    expect(policy).not.toContain("nonce");
    // The nonce marked the render's scripts and is gone from what is served (a cached copy tells nothing).
    expect(html).not.toContain("nonce=");
  });

  it("gives each render its own nonce, whatever policy header the caller sent", async () => {
    seenNonces.length = 0;
    await get("/page");
    await new Promise<void>((resolve, reject) => {
      http
        .get(`${base}/page`, { headers: { "content-security-policy": "script-src 'nonce-chosenbycaller'" } }, (res) =>
          res.resume().on("end", resolve),
        )
        .on("error", reject);
    });
    expect(seenNonces).toHaveLength(2);
    expect(seenNonces[0]).not.toBe(seenNonces[1]);
    expect(seenNonces).not.toContain("chosenbycaller");
  });

  it("answers a page that streamed with 200 and then failed with the status of its error screen", async () => {
    const { status, headers, body } = await get("/failed-page");
    expect(status).toBe(503);
    expect((headers["content-encoding"] === "gzip" ? gunzipSync(body) : body).toString("utf8")).toBe(
      failedPage.join(""),
    );
    expect(String(headers["content-security-policy"])).toContain(
      hashOf(failedPage[1]!.slice("<script>".length, -"</script>".length)),
    );
    expect((await get("/page")).status).toBe(200);
  });

  it("keeps an answer's own stricter policy, and gives none to JSON", async () => {
    expect((await get("/own-policy")).headers["content-security-policy"]).toBe("default-src 'none'");
    expect((await get("/api")).headers["content-security-policy"]).toBeUndefined();
  });
});
