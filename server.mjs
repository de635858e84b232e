// The entry of `npm start` and `npm run dev`: Next's own request handler behind a plain node HTTP
// server. Route handlers never see the socket, and Next keeps a caller-written X-Forwarded-For as
// it is, so the client's address is decided here, once, from the connection's peer and the
// trusted-proxy setting (server/net/forwarded.mjs), and handed to the app in a header no caller
// can set. It also gives every page its Content-Security-Policy (server/net/csp.mjs), which needs
// the whole HTML, so compression happens here, after it, instead of inside Next.
// Arguments as `next start`: -p/--port, -H/--hostname; --dev runs the development server.
import http from "node:http";
import compression from "compression";
import { connectCacheBroadcast } from "./server/net/cache-broadcast.mjs";
import { applyPageSecurityHeaders, cspSettings } from "./server/net/csp.mjs";
import { applyForwarding, peerIsTrusted, trustFromEnv } from "./server/net/forwarded.mjs";
import { createLogger, loggablePath, requestIdOf } from "./server/net/log.mjs";
import { createResponseCache, installBridge, responseCacheSettings } from "./server/net/response-cache.mjs";

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
// Server rendering calls the API on this very server (lib/api/server.ts).
const loopback = !hostname || hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname;
process.env.API_INTERNAL_URL ||= `http://${loopback.includes(":") ? `[${loopback}]` : loopback}:${port}`;
// Tells the app the client-address header comes from here (lib/net/client-address.ts).
process.env.AVINOX_ENTRY = "1";

const log = createLogger();

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

const { default: next } = await import("next");
const app = next({ dev, hostname: loopback, port });
await app.prepare();
const handle = app.getRequestHandler();
const compress = compression();
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
    req.url = (pathname.startsWith("/api/") ? "/api/v1/address-not-found" : "/address-not-found") + (query ? `?${query}` : "");
  }
}

/**
 * Gives the request its id (a trusted proxy's X-Request-Id, e.g. nginx's $request_id, or a new
 * one), which the app's log lines and error reports carry and the answer names, and logs the
 * answer when it is sent: method, path without its query, status, time, cache state. No address.
 */
function trace(req, res) {
  const requestId = requestIdOf(peerIsTrusted(trust, req.socket?.remoteAddress) ? req.headers["x-request-id"] : undefined);
  req.headers["x-request-id"] = requestId;
  res.setHeader("X-Request-Id", requestId);
  const started = process.hrtime.bigint();
  res.once("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    log.info({ requestId, method: req.method, path: loggablePath(req.url), status: res.statusCode, ms: Math.round(ms * 10) / 10, cache: res.getHeader("x-cache") }, "request");
  });
}

const server = http.createServer((req, res) => {
  trace(req, res);
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
            applyPageSecurityHeaders(req, res, csp);
            handle(req, res).then(resolve, reject);
          }),
        ),
    )
    .catch((error) => {
      log.error({ requestId: req.headers["x-request-id"], path: loggablePath(req.url), err: error instanceof Error ? error.name : typeof error }, "request failed");
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end();
    });
});

server.listen(port, hostname, () => {
  log.info(`Avinox ${dev ? "development" : "production"} server on http://${hostname ?? "localhost"}:${port}`);
});

// Finish what is in flight, then stop (a supervisor's SIGTERM, Ctrl-C), within 8 s. The exit code
// is 0 unless the app set one: a broken embedded database ends the process this way with 75 so a
// supervisor restarts it (server/db/client.ts). The event loop is never blocked for long (PGlite
// is not entered again after a failed write: server/db/pglite-guard.ts), so these timers fire.
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    server.close(() => process.exit());
    server.closeIdleConnections?.();
    setTimeout(() => process.exit(), 8000).unref();
  });
}
