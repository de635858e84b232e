// scripts/build/precompress.mjs writes brotli and gzip copies of the build's text files, and
// entry/precompressed-static.mjs serves them as the client accepts, through a real HTTP server
// set up as server.mjs sets up its own; whatever it does not serve goes on to the next handler.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressStatic } from "../../scripts/build/precompress.mjs";
import { acceptedEncodings, preferredEncoding } from "@/entry/accept-encoding.mjs";
import { createPrecompressedStatic } from "@/entry/precompressed-static.mjs";

// Real minified JavaScript (React's production build), as brotli's levels differ on it.
const script = fs.readFileSync(path.resolve("node_modules/react/cjs/react.production.js"), "utf8");
let project = "";
let server: http.Server;
let base = "";

beforeAll(async () => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
  const chunks = path.join(project, ".next/static/chunks");
  const media = path.join(project, ".next/static/media");
  fs.mkdirSync(chunks, { recursive: true });
  fs.mkdirSync(media, { recursive: true });
  fs.writeFileSync(path.join(chunks, "app.js"), script);
  fs.writeFileSync(path.join(chunks, "site.css"), ".a{color:red}".repeat(300));
  // Too small to gain from compression: no copy, served plain by the next handler.
  fs.writeFileSync(path.join(chunks, "tiny.js"), "1");
  fs.writeFileSync(path.join(media, "font.woff2"), Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]));
  await precompressStatic(project);

  const precompressed = createPrecompressedStatic(path.join(project, ".next/static"));
  server = http.createServer((req, res) => {
    if (precompressed.serve(req, res)) return;
    res.setHeader("X-Handled-By", "next");
    res.end("from next");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(project, { recursive: true, force: true });
});

/** A raw request (fetch would decompress and hide the encoding). */
function get(pathname: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(`${base}${pathname}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the build step", () => {
  it("writes a brotli and a gzip copy beside each text file that they make smaller, and none of the font", () => {
    const chunks = path.join(project, ".next/static/chunks");
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(chunks, "app.js.br"))).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(chunks, "app.js.gz"))).toString()).toBe(script);
    expect(fs.existsSync(path.join(chunks, "site.css.br"))).toBe(true);
    expect(fs.existsSync(path.join(chunks, "tiny.js.br"))).toBe(false);
    expect(fs.readdirSync(path.join(project, ".next/static/media"))).toEqual(["font.woff2"]);
  });

  it("compresses at brotli's highest quality", () => {
    const copy = fs.readFileSync(path.join(project, ".next/static/chunks/app.js.br"));
    const quality4 = zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(copy.byteLength).toBeLessThan(quality4.byteLength);
  });

  it("is idempotent: a second run neither compresses the copies nor changes them", async () => {
    const before = fs.readdirSync(path.join(project, ".next/static/chunks")).sort();
    await precompressStatic(project);
    expect(fs.readdirSync(path.join(project, ".next/static/chunks")).sort()).toEqual(before);
  });
});

describe("serving", () => {
  it("sends the brotli copy to a browser that accepts it, with its type, length and a year's cache", async () => {
    const response = await get("/_next/static/chunks/app.js", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["vary"]).toBe("Accept-Encoding");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(Number(response.headers["content-length"])).toBe(response.body.byteLength);
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it("sends gzip where brotli is not accepted, or refused with q=0", async () => {
    for (const accept of ["gzip, deflate", "br;q=0, gzip"]) {
      const response = await get("/_next/static/chunks/site.css", { "Accept-Encoding": accept });
      expect(response.headers["content-encoding"], accept).toBe("gzip");
      expect(response.headers["content-type"]).toBe("text/css; charset=UTF-8");
      expect(zlib.gunzipSync(response.body).toString()).toBe(".a{color:red}".repeat(300));
    }
  });

  it("leaves to Next a client that accepts neither, a file without a copy, the font, a missing file and a path outside the build", async () => {
    for (const [pathname, accept] of [
      ["/_next/static/chunks/app.js", "identity"],
      ["/_next/static/chunks/tiny.js", "br"],
      ["/_next/static/media/font.woff2", "br"],
      ["/_next/static/chunks/not-built.js", "br"],
      ["/_next/static/chunks/app.js.br", "br"],
      ["/_next/static/chunks/..%2F..%2F..%2Fpackage.json", "br"],
      ["/_next/static/%E0%A4%A", "br"],
      ["/events", "br"],
    ]) {
      const response = await get(pathname!, { "Accept-Encoding": accept! });
      expect(response.headers["x-handled-by"], pathname).toBe("next");
    }
  });

  it("answers a revalidation with 304 and a HEAD without a body", async () => {
    const first = await get("/_next/static/chunks/app.js", { "Accept-Encoding": "br" });
    const again = await get("/_next/static/chunks/app.js", {
      "Accept-Encoding": "br",
      "If-None-Match": first.headers.etag!,
    });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    // The gzip copy is another representation: its own tag.
    const gzip = await get("/_next/static/chunks/app.js", {
      "Accept-Encoding": "gzip",
      "If-None-Match": first.headers.etag!,
    });
    expect(gzip.status).toBe(200);
    const head = await get("/_next/static/chunks/app.js", { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
    expect(head.body.byteLength).toBe(0);
  });
});

describe("Accept-Encoding", () => {
  it("reads the encodings a client allows", () => {
    expect([...acceptedEncodings("gzip, deflate, br, zstd")].sort()).toEqual(["br", "gzip"]);
    expect([...acceptedEncodings("br;q=0.5, gzip;q=0")]).toEqual(["br"]);
    expect([...acceptedEncodings(" BR ; q=1 ")]).toEqual(["br"]);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
    expect(preferredEncoding("gzip, br")).toBe("br");
    expect(preferredEncoding("gzip, br", ["gzip"])).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBeUndefined();
  });
});
