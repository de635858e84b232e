// The shared cache of public answers (issue 11), kept by the entry (server.mjs) in front of Next.
// Plain JavaScript: the entry uses it directly; the app reaches it through the bridge on globalThis
// (server/cache/response-cache-bridge.ts), since Next bundles the app apart from the entry.
//
// What it keeps: the finished answer (status, headers with the page's CSP, body) of an anonymous
// GET that the app marked public: an API read whose handler named its entities in `Cache-Tag`
// (server/cache/public-reads.ts), or a page whose render read no cookie or request header and
// whose API calls all succeeded (render/api.ts). Each answer is tagged with the entities it
// shows ("event", "event:12"); a write invalidates its tags (server/cache/invalidate.ts) and the
// next visitor gets a fresh render. Answers also expire after `ttlMs`, and sooner at the moment an
// API answer names in `X-Cache-Until` (server/cache/clock.ts: the next event end, when what it
// shows changes by the clock alone), a page at the soonest of its API answers'. That moment comes
// from the database, so it holds on every instance and after a restart, with no timer to arm.
//
// Why here and not in Next: pages reach their data over HTTP through this very server (DESIGN),
// which does not run while `next build` prerenders; and the entry already holds every page back
// to hash its inline scripts (./csp.mjs), so what it stores is exactly what a visitor is sent.
import { AsyncLocalStorage } from "node:async_hooks";
import zlib from "node:zlib";
import { preferredEncoding } from "./accept-encoding.mjs";

/** Where the app finds the cache (server/cache/response-cache-bridge.ts reads the same key). */
export const BRIDGE_KEY = Symbol.for("avinox.response-cache");

// The session cookies of shared/cookie-names.ts, with or without their __Host-/__Secure- prefix:
// a request that carries one is a signed-in visitor's, rendered for them alone.
const SESSION_COOKIE = /(?:^|;)\s*(?:__Host-|__Secure-)?avinox_(?:token|session|accounts|refresh)=/;

// The request headers a page's answer varies on besides its address (Next's RSC requests).
const VARY_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-url",
];

const STORED_TYPES = /^(text\/html|text\/x-component|application\/json)\b/i;
// Set per answer, not stored: the connection's, the encoding compression chose for the first client, and the request's id.
// Milliseconds since the epoch (server/cache/response-cache-bridge.ts CACHE_UNTIL_HEADER).
const CACHE_UNTIL_HEADER = "x-cache-until";
const HOP_HEADERS = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "date",
  "x-cache",
  "age",
  "vary",
  "x-request-id",
]);

/** Settings from the environment (.env.example). */
export function responseCacheSettings(env, { dev }) {
  const seconds = Number(env.PAGE_CACHE_SECONDS ?? 60);
  const megabytes = Number(env.PAGE_CACHE_MAX_MB ?? 64);
  return {
    // Development renders every change at once; PAGE_CACHE_SECONDS=0 turns the cache off.
    enabled: !dev && seconds > 0,
    ttlMs: (Number.isFinite(seconds) ? seconds : 60) * 1000,
    maxBytes: (Number.isFinite(megabytes) && megabytes > 0 ? megabytes : 64) * 1024 * 1024,
  };
}

/** Whether a request may be answered from, and stored in, the shared cache. */
export function isSharedRequest(req) {
  if (req.method !== "GET") return false;
  if (req.headers.authorization || req.headers.range) return false;
  if (SESSION_COOKIE.test(req.headers.cookie ?? "")) return false;
  const path = req.url ?? "/";
  // Next serves its build files itself, with their own long cache.
  return !path.startsWith("/_next/static/") && !path.startsWith("/_next/image");
}

function keyOf(req) {
  return [req.url, ...VARY_HEADERS.map((name) => req.headers[name] ?? "")].join("\n");
}

const splitTags = (value) =>
  value
    ? String(value)
        .split(/[\s,]+/)
        .filter(Boolean)
    : [];

/** What a render learned about its own answer (render/cache-marks.ts fills it in). */
function newMarks() {
  return { tags: new Set(), views: new Set(), private: false, failed: false, until: Infinity };
}

/** `settings.now`: the clock, ms since the epoch (Date.now; tests pass their own). */
export function createResponseCache(settings) {
  const now = settings.now ?? Date.now;
  const entries = new Map(); // key → entry, least recently used first
  const byTag = new Map(); // tag → keys
  const inflight = new Map(); // key → { promise, epoch }
  const invalidatedAt = new Map(); // tag → epoch of its last invalidation
  const renders = new AsyncLocalStorage();
  let epoch = 0;
  let allInvalidatedAt = 0;
  let bytes = 0;
  const counters = { hits: 0, misses: 0, stored: 0, invalidated: 0 };
  let recordViews; // set by the app (server/catalog/views.ts)
  const writeListeners = new Set(); // told of this process's own writes (./cache-broadcast.mjs)

  function remove(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
    for (const tag of entry.tags) byTag.get(tag)?.delete(key);
  }

  function fresh(key) {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now()) {
      remove(key);
      return undefined;
    }
    entries.delete(key); // most recently used last
    entries.set(key, entry);
    return entry;
  }

  function staleSince(tags, startEpoch) {
    if (allInvalidatedAt > startEpoch) return true;
    for (const tag of tags) if ((invalidatedAt.get(tag) ?? 0) > startEpoch) return true;
    return false;
  }

  function store(key, entry, startEpoch) {
    if (staleSince(entry.tags, startEpoch)) return false;
    if (entry.size > settings.maxBytes / 16) return false;
    remove(key);
    entries.set(key, entry);
    bytes += entry.size;
    for (const tag of entry.tags) {
      if (!byTag.has(tag)) byTag.set(tag, new Set());
      byTag.get(tag).add(key);
    }
    for (const [oldest] of entries) {
      if (bytes <= settings.maxBytes) break;
      remove(oldest);
    }
    counters.stored++;
    return true;
  }

  /**
   * Drops every answer that shows one of `tags` ("*": all of them); renders under way are not
   * stored. `fromPeer`: another instance's write, already broadcast by it (./cache-broadcast.mjs).
   */
  function invalidate(tags, { fromPeer = false } = {}) {
    epoch++;
    for (const tag of tags) {
      if (tag === "*") {
        allInvalidatedAt = epoch;
        for (const key of [...entries.keys()]) remove(key);
      } else {
        invalidatedAt.set(tag, epoch);
        for (const key of [...(byTag.get(tag) ?? [])]) remove(key);
      }
    }
    // A render that began before this write must not hand its answer to later visitors.
    inflight.clear();
    counters.invalidated++;
    if (!fromPeer) for (const listener of writeListeners) listener(tags);
  }

  /** Sends a stored answer, compressed as the client accepts (each encoding made once). */
  function send(req, res, entry, state) {
    counters.hits++;
    const encoding = entry.body.byteLength < 1024 ? undefined : preferredEncoding(req.headers["accept-encoding"]);
    let body = entry.body;
    if (encoding) {
      if (!entry.encoded[encoding]) {
        entry.encoded[encoding] =
          encoding === "br"
            ? zlib.brotliCompressSync(entry.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
            : zlib.gzipSync(entry.body, { level: 6 });
        // The encoded copy takes memory too, while the entry is still held.
        entry.size += entry.encoded[encoding].byteLength;
        if (entries.get(entry.key) === entry) bytes += entry.encoded[encoding].byteLength;
      }
      body = entry.encoded[encoding];
    }
    res.statusCode = entry.status;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Vary", entry.vary);
    res.setHeader("Content-Length", body.byteLength);
    res.setHeader("Age", Math.floor((now() - entry.created) / 1000));
    res.setHeader("X-Cache", state);
    res.end(body);
    if (entry.views.length && recordViews) {
      try {
        recordViews(entry.views);
      } catch {
        // A view not counted never costs the visitor their page.
      }
    }
  }

  /**
   * Watches one answer on its way out (below compression, above the CSP's holding back) and
   * stores it if everything allows. Resolves with the stored entry, or null.
   */
  function capture(key, req, res, marks, startEpoch, settle) {
    const chunks = [];
    let size = 0;
    let tooBig = false;
    const original = { write: res.write, end: res.end };
    const keep = (chunk, encoding) => {
      if (tooBig || chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
      size += buffer.byteLength;
      if (size > settings.maxBytes / 16) tooBig = true;
      else chunks.push(buffer);
    };
    res.write = function write(chunk, encoding, callback) {
      keep(chunk, encoding);
      return original.write.call(res, chunk, encoding, callback);
    };
    res.end = function end(chunk, encoding, callback) {
      keep(chunk, encoding);
      settle(finish());
      return original.end.call(res, chunk, encoding, callback);
    };
    res.once("close", () => settle(null));

    function finish() {
      if (tooBig || res.statusCode !== 200 || res.hasHeader("set-cookie")) return null;
      const type = String(res.getHeader("content-type") ?? "");
      if (!STORED_TYPES.test(type)) return null;
      const isApi = (req.url ?? "").startsWith("/api/");
      const apiTags = splitTags(res.getHeader("cache-tag"));
      // An API answer is shared only when its handler named what it shows; a page only when its
      // render stayed public and every API call it made succeeded.
      if (isApi ? apiTags.length === 0 : marks.private || marks.failed) return null;
      const tags = isApi ? apiTags : [...marks.tags];
      const views = isApi ? splitTags(res.getHeader("x-count-view")) : [...marks.views];
      const until = isApi ? Number(res.getHeader(CACHE_UNTIL_HEADER) ?? Infinity) : marks.until;
      const expires = Math.min(now() + settings.ttlMs, Number.isNaN(until) ? Infinity : until);
      if (expires <= now()) return null;
      const headers = Object.entries(res.getHeaders()).filter(([name]) => !HOP_HEADERS.has(name));
      const vary = [...new Set([...splitTags(res.getHeader("vary")), "Accept-Encoding"])].join(", ");
      const body = Buffer.concat(chunks);
      const entry = {
        key,
        status: 200,
        headers,
        vary,
        body,
        encoded: {},
        tags,
        views,
        size: body.byteLength + 512,
        created: now(),
        expires,
      };
      return store(key, entry, startEpoch) ? entry : null;
    }
  }

  /**
   * Answers `req` from the cache, or lets `render(watch)` produce the answer. `render` calls
   * `watch()` once the layers that change the bytes on the wire (compression) are in place and
   * before the ones that shape the answer (the CSP): the answer is then watched and, if allowed,
   * stored. Identical requests that arrive while one renders wait for it instead of rendering too.
   */
  async function handle(req, res, render) {
    if (!settings.enabled || !isSharedRequest(req)) return render(undefined);
    const key = keyOf(req);
    const hit = fresh(key);
    if (hit) return send(req, res, hit, "HIT");
    const pending = inflight.get(key);
    if (pending) {
      const entry = await pending;
      if (entry) return send(req, res, entry, "HIT");
    }
    counters.misses++;
    const marks = newMarks();
    const startEpoch = epoch;
    let settle;
    const stored = new Promise((resolve) => (settle = resolve));
    if (!inflight.has(key)) inflight.set(key, stored);
    void stored.then(() => inflight.get(key) === stored && inflight.delete(key));
    res.setHeader("X-Cache", "MISS");
    let watched = false;
    const watch = () => {
      if (watched) return;
      watched = true;
      capture(key, req, res, marks, startEpoch, settle);
    };
    try {
      return await renders.run(marks, () => render(watch));
    } finally {
      if (!watched) settle(null);
    }
  }

  return {
    handle,
    invalidate,
    /** Calls `listener(tags)` after each invalidation this process's writes make; returns how to stop. */
    onLocalInvalidation(listener) {
      writeListeners.add(listener);
      return () => writeListeners.delete(listener);
    },
    /** The marks of the render under way in this async context, if it is being watched. */
    marks: () => renders.getStore(),
    set recordViews(fn) {
      recordViews = fn;
    },
    stats: () => ({ ...counters, entries: entries.size, bytes }),
  };
}

/** Makes the cache reachable from the app (see BRIDGE_KEY). */
export function installBridge(cache) {
  globalThis[BRIDGE_KEY] = cache;
}
