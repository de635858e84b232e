// The build's hashed files (/_next/static/…) as scripts/build/precompress.mjs compressed them:
// brotli or gzip, as the client accepts, straight from memory, with a year's cache. Without it
// every script download was compressed again (brotli quality 4, some 14 % larger than quality 11)
// on the thread that also renders pages. Only files the build left a compressed copy of are
// served here, looked up by exact name, so no request reaches any other file; anything else (the
// font, an identity request, a file not built) goes on to Next.
import fs from "node:fs";
import path from "node:path";
import { preferredEncoding } from "./accept-encoding.mjs";

/** Files worth compressing (the font and pictures are compressed already). */
export const COMPRESSIBLE_EXTENSIONS = new Set([".js", ".css", ".svg", ".json", ".txt"]);
/** Where each encoding's copy lies: beside the file, under its name plus this. */
export const ENCODED_SUFFIXES = { br: ".br", gzip: ".gz" };

const URL_PREFIX = "/_next/static/";
const CONTENT_TYPES = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=UTF-8",
  ".txt": "text/plain; charset=UTF-8",
};

/** Every file below `dir`, in its subfolders too. */
export function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

/**
 * Reads which files of `staticDir` have compressed copies (at start: the build does not change
 * under a running server). `serve(req, res)` answers a GET or HEAD for one of them and returns
 * true, or returns false and leaves the request alone.
 */
export function createPrecompressedStatic(staticDir) {
  const assets = new Map();
  if (staticDir && fs.existsSync(staticDir)) {
    for (const file of filesUnder(staticDir)) {
      const type = CONTENT_TYPES[path.extname(file)];
      if (!type) continue;
      const copies = {};
      for (const [encoding, suffix] of Object.entries(ENCODED_SUFFIXES)) {
        if (fs.existsSync(file + suffix)) copies[encoding] = { file: file + suffix, body: undefined };
      }
      if (!Object.keys(copies).length) continue;
      const { size, mtimeMs } = fs.statSync(file);
      const key = path.relative(staticDir, file).split(path.sep).join("/");
      assets.set(key, { type, copies, tag: `${size.toString(36)}-${Math.round(mtimeMs).toString(36)}` });
    }
  }

  function serve(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const pathname = (req.url ?? "").split("?")[0];
    if (!pathname.startsWith(URL_PREFIX)) return false;
    let key;
    try {
      key = decodeURIComponent(pathname.slice(URL_PREFIX.length));
    } catch {
      return false;
    }
    const asset = assets.get(key);
    if (!asset) return false;
    const encoding = preferredEncoding(req.headers["accept-encoding"], Object.keys(asset.copies));
    if (!encoding) return false;

    const copy = asset.copies[encoding];
    const etag = `"${asset.tag}-${encoding}"`;
    res.setHeader("Content-Type", asset.type);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", etag);
    res.setHeader("X-Content-Type-Options", "nosniff");
    const ifNoneMatch = String(req.headers["if-none-match"] ?? "");
    if (ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    // A few hundred KiB for the whole build: each copy is read once and kept.
    copy.body ??= fs.readFileSync(copy.file);
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", copy.body.byteLength);
    res.statusCode = 200;
    res.end(req.method === "HEAD" ? undefined : copy.body);
    return true;
  }

  return { size: assets.size, serve };
}
