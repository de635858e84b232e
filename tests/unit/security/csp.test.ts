// The pages' Content-Security-Policy (issue "Safe to face the internet", item 11): the entry
// hashes each HTML answer's inline scripts and lists exactly those, with no eval in production,
// then compresses. Tested through a real HTTP server set up as server.mjs sets up its own.
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import compression from "compression";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyPageSecurityHeaders, contentSecurityPolicy, cspSettings, inlineScriptHashes } from "@/server/net/csp.mjs";

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

describe("inline script hashes", () => {
  it("hashes inline executable scripts exactly, and nothing else", () => {
    const hashes = inlineScriptHashes(page.join(""));
    expect(hashes).toEqual([hashOf("self.__next_f=self.__next_f||[]"), hashOf('self.__next_f.push([1,"a"])')]);
  });

  it("gives the same policy for the same page (so a cached page stays valid)", () => {
    const settings = cspSettings({ SITE_URL: "https://avinox.ir" }, { dev: false });
    expect(contentSecurityPolicy(settings, inlineScriptHashes(page.join("")))).toBe(contentSecurityPolicy(settings, inlineScriptHashes(page.join(""))));
  });
});

describe("policy", () => {
  it("allows no eval and no inline script beyond the listed hashes in production", () => {
    const policy = contentSecurityPolicy(cspSettings({ SITE_URL: "https://avinox.ir", SENTRY_DSN: "https://k@o1.ingest.sentry.io/2" }, { dev: false }), ["'sha256-abc'"]);
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc'");
    expect(policy).not.toContain("unsafe-eval");
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'", "upgrade-insecure-requests", "report-uri /api/v1/csp-report"]) {
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

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      compress(req as never, res as never, () => {
        applyPageSecurityHeaders(req, res, settings);
        if (req.url === "/page") {
          // As Next streams a page: headers first, then the body in pieces.
          res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
          for (const part of page) res.write(part);
          res.end();
        } else if (req.url === "/failed-page") {
          // A page under loading.tsx whose API gave no answer after the loading state streamed.
          res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
          for (const part of failedPage) res.write(part);
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
    const policy = String(headers["content-security-policy"]);
    expect(policy).toContain(hashOf("self.__next_f=self.__next_f||[]"));
    expect(policy).toContain(hashOf('self.__next_f.push([1,"a"])'));
    expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  });

  it("answers a page that streamed with 200 and then failed with the status of its error screen", async () => {
    const { status, headers, body } = await get("/failed-page");
    expect(status).toBe(503);
    expect((headers["content-encoding"] === "gzip" ? gunzipSync(body) : body).toString("utf8")).toBe(failedPage.join(""));
    expect(String(headers["content-security-policy"])).toContain(hashOf(failedPage[1]!.slice("<script>".length, -"</script>".length)));
    expect((await get("/page")).status).toBe(200);
  });

  it("keeps an answer's own stricter policy, and gives none to JSON", async () => {
    expect((await get("/own-policy")).headers["content-security-policy"]).toBe("default-src 'none'");
    expect((await get("/api")).headers["content-security-policy"]).toBeUndefined();
  });
});
