// The entry of `npm start` and `npm run dev`: Next's own request handler behind a plain node HTTP
// server. Route handlers never see the socket, and Next keeps a caller-written X-Forwarded-For as
// it is, so the client's address is decided here, once, from the connection's peer and the
// trusted-proxy setting (entry/forwarded.mjs), and handed to the app in a header no caller
// can set. It also gives every page its Content-Security-Policy (entry/csp.mjs), which needs
// the whole HTML, so compression happens here, after it, instead of inside Next.
// Arguments as `next start`: -p/--port, -H/--hostname; --dev runs the development server.
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import compression from "compression";
import { connectCacheBroadcast } from "./entry/cache-broadcast.mjs";
import { applyPageSecurityHeaders, cspSettings } from "./entry/csp.mjs";
import { applyForwarding, peerIsTrusted, trustFromEnv } from "./entry/forwarded.mjs";
import { createLogger, loggablePath, requestIdOf } from "./entry/log.mjs";
import { createPrecompressedStatic } from "./entry/precompressed-static.mjs";
import { loadScriptsAfterFirstPaint } from "./entry/scripts-after-paint.mjs";
import { createResponseCache, installBridge, responseCacheSettings } from "./entry/response-cache.mjs";

const args = process.argv.slice(2);
const dev = args.includes("--dev");
function option(...names) {
  const index = args.findIndex((arg) => names.includes(arg));
  return index >= 0 ? args[index + 1] : undefined;
}

const port = Number(option("-p", "--port") ?? process.env.PORT ?? 3000);
const hostname = option("-H", "--hostname") ?? process.env.HOSTNAME ?? undefined;
process.env.NODE_ENV ??= dev ? "development" : "production";
process.env.PORT = String(port);
const loopback = !hostname || hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname;
// Tells the app the client-address header comes from here (server/http/visitor.ts).
process.env.AVINOX_ENTRY = "1";

const log = createLogger();

/** How long an idle keep-alive connection is kept (see the server below). */
const KEEP_ALIVE_MS = 65_000;

let trust;
try {
  trust = trustFromEnv(process.env);
} catch (error) {
  log.fatal(`Invalid configuration (see .env.example): ${error.message}`);
  process.exit(1);
}

// Public pages and API reads, shared by every anonymous visitor until a write changes them;
// reachable by the app (writes, renders) before any of its modules loads.
const cacheSettings = responseCacheSettings(process.env, { dev });
const cache = createResponseCache(cacheSettings);
installBridge(cache);
// Two or more instances (docs/deploy.md): each one's writes drop the answers they changed on all.
if (cacheSettings.enabled && process.env.REDIS_URL) {
  try {
    connectCacheBroadcast(cache, { url: process.env.REDIS_URL, log });
    log.info("page-cache invalidations shared through Redis (REDIS_URL)");
  } catch (error) {
    log.fatal(`Invalid REDIS_URL (see .env.example): ${error.message}`);
    process.exit(1);
  }
}

// In production Next is given the configuration the build resolved, as Next's own standalone
// entry does: the deployable folder (`.next/standalone`, scripts/build/package-standalone.mjs)
// has no next.config.ts, nor the TypeScript and build tools loading it would take, and `npm start`
// in the source tree runs the same way, so the tests run what is deployed.
const builtConfig = ".next/required-server-files.json";
if (!dev && fs.existsSync(builtConfig)) {
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(
    JSON.parse(fs.readFileSync(builtConfig, "utf8")).config,
  );
}

// Server rendering reaches this app's API in process (render/api.ts) unless API_INTERNAL_URL names
// another backend. A loopback listener of its own still answers what a render sends over HTTP (a
// path no route module answers): a stop closes the public listener at once, and the renders
// still in flight must go on reaching it. AVINOX_OWN_API_URL tells the app that address is itself.
const internal = http.createServer((req, res) => serve(req, res));
if (!process.env.API_INTERNAL_URL) {
  await new Promise((resolve, reject) => internal.once("error", reject).listen(0, "127.0.0.1", resolve));
  process.env.API_INTERNAL_URL = `http://127.0.0.1:${internal.address().port}`;
  process.env.AVINOX_OWN_API_URL = process.env.API_INTERNAL_URL;
}

const { default: next } = await import("next");
const app = next({ dev, hostname: loopback, port });
await app.prepare();
const handle = app.getRequestHandler();
const compress = compression();
// The build's scripts and styles as `npm run build` compressed them (dev builds have no copies).
const precompressed = createPrecompressedStatic(dev ? undefined : ".next/static");
const csp = cspSettings(process.env, { dev });

/**
 * A path whose percent-encoding is broken (`/events/%zz`) makes Next's router throw a 500 before
 * any app code runs; such an address names nothing here, so it is answered as one that does not
 * exist: the API's 404 envelope, or the Persian 404 page.
 */
function malformedPathAsMissing(req) {
  const [pathname, query] = (req.url ?? "/").split(/\?(.*)/s);
  try {
    decodeURIComponent(pathname);
  } catch {
    req.url =
      (pathname.startsWith("/api/") ? "/api/v1/address-not-found" : "/address-not-found") + (query ? `?${query}` : "");
  }
}

/**
 * Gives the request its id (a trusted proxy's X-Request-Id, e.g. nginx's $request_id, or a new
 * one), which the app's log lines and error reports carry and the answer names, and logs the
 * answer when it is sent: method, path without its query, status, time, cache state. No address.
 */
function trace(req, res) {
  const requestId = requestIdOf(
    peerIsTrusted(trust, req.socket?.remoteAddress) ? req.headers["x-request-id"] : undefined,
  );
  req.headers["x-request-id"] = requestId;
  res.setHeader("X-Request-Id", requestId);
  const started = process.hrtime.bigint();
  res.once("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    log.info(
      {
        requestId,
        method: req.method,
        path: loggablePath(req.url),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        cache: res.getHeader("x-cache"),
      },
      "request",
    );
  });
}

/** One request, from a visitor or from a render of this server. */
function serve(req, res) {
  trace(req, res);
  if (precompressed.serve(req, res)) return;
  applyForwarding(trust, req);
  malformedPathAsMissing(req);
  cache
    .handle(
      req,
      res,
      (watch) =>
        new Promise((resolve, reject) =>
          compress(req, res, () => {
            watch?.();
            applyPageSecurityHeaders(req, res, csp, loadScriptsAfterFirstPaint);
            handle(req, res).then(resolve, reject);
          }),
        ),
    )
    .catch((error) => {
      log.error(
        {
          requestId: req.headers["x-request-id"],
          path: loggablePath(req.url),
          err: error instanceof Error ? error.name : typeof error,
        },
        "request failed",
      );
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end();
    });
}

const server = http.createServer(serve);
// An idle keep-alive connection stays open longer than the proxy in front keeps its own (nginx's
// upstream keepalive_timeout is 60 s: deploy/nginx/avinox.conf), so the proxy is always the one to
// close it. With Node's 5 s, nginx could send a request down a connection this server was closing
// at that moment, and a POST that meets the reset is not retried: the visitor gets a 502.
server.keepAliveTimeout = KEEP_ALIVE_MS;
// Node's advice for a long keep-alive: the wait for a request's headers outlasts it.
server.headersTimeout = KEEP_ALIVE_MS + 1_000;
server.listen(port, hostname, () => {
  log.info(`Avinox ${dev ? "development" : "production"} server on http://${hostname ?? "localhost"}:${port}`);
});

// Finish what is in flight, then stop (a supervisor's SIGTERM, Ctrl-C), within 8 s: no new
// connection is accepted, idle keep-alive connections close at once, and each answer still being
// worked on is sent with `Connection: close`, its connection closed once it is out (else it would
// idle for the keep-alive time-out before the process could end). The exit code is 0 unless the
// app set one: a broken embedded database ends the process this way with 75 so a supervisor
// restarts it (server/db/client.ts). The event loop is never blocked for long (PGlite is not
// entered again after a failed write: server/db/pglite-guard.ts), so these timers fire.
let stopping = false;
const inFlight = new Set();
for (const listener of [server, internal]) {
  listener.on("request", (req, res) => {
    inFlight.add(res);
    if (stopping) res.shouldKeepAlive = false;
    res.once("close", () => inFlight.delete(res));
  });
}
server.on("request", (req, res) => {
  res.once("finish", () => {
    if (stopping) setImmediate(() => server.closeIdleConnections());
  });
});
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    stopping = true;
    log.info({ signal, inFlight: inFlight.size }, "stopping: finishing the requests in flight");
    for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
    // The renders' listener closes once the visitors' has, when no render is left: until then a
    // render may still take one of its kept-alive connections (answered with Connection: close).
    // The port closes before the idle connections do (http.Server#close does it the other way
    // round): a client that sees its idle connection end and dials again must be refused, not
    // accepted and then reset, which a proxy cannot safely retry for a POST (kill-9.spec saw it once).
    net.Server.prototype.close.call(server, () =>
      internal.listening ? internal.close(() => process.exit()) : process.exit(),
    );
    server.closeIdleConnections();
    setTimeout(() => process.exit(), 8000).unref();
  });
}
