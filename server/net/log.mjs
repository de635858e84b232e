// One logger for the entry (server.mjs) and the app (server/log.ts), issue 15: in production a JSON
// line per record (time, level, msg, the fields given, and `requestId` when it belongs to a
// request), for journald or any collector; in development the same records as readable lines.
// Records carry no personal data: callers give paths without their query strings, ids, codes and
// counts, never names, mobile numbers, e-mail addresses, messages or client addresses.
import { randomUUID } from "node:crypto";
import pino from "pino";
import pretty from "pino-pretty";

const LEVELS = new Set(["fatal", "error", "warn", "info", "debug", "trace", "silent"]);

/** The logger for this process: LOG_LEVEL (info by default), JSON unless `pretty`. */
export function createLogger({ env = process.env, pretty: readable = env.NODE_ENV !== "production", stream } = {}) {
  const level = LEVELS.has(env.LOG_LEVEL) ? env.LOG_LEVEL : "info";
  const options = { level, base: { service: "avinox" }, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } };
  if (stream) return pino(options, stream);
  // A stream, not a transport: transports run in worker threads, which Next's bundles do not carry.
  return readable ? pino(options, pretty({ colorize: true, ignore: "pid,hostname,service", translateTime: "SYS:HH:MM:ss" })) : pino(options);
}

/** A request's id: the proxy's (nginx's $request_id) when it is a plain token, else a new one. */
export function requestIdOf(headerValue) {
  const given = Array.isArray(headerValue) ? headerValue[0] : headerValue;
  return typeof given === "string" && /^[A-Za-z0-9._-]{8,64}$/.test(given) ? given : randomUUID();
}

/**
 * Paths that carry a secret: a link whose path is the key to something (the seat offer an SMS
 * sends, and its API). In every log line each `[name]` segment of these is written as `[name]`,
 * never its value; what follows it stays (`/api/v1/event-seat-offers/[token]/accept`). This is the
 * one list: a new link with a secret in its path (a signed download, a calendar feed's token) is
 * added here, and tests/unit/log-redaction.test.ts fails on a route under app/ whose dynamic
 * segment is named like a secret but is not listed.
 */
export const SECRET_PATHS = ["/events/offer/[token]", "/api/v1/event-seat-offers/[token]"];

const SECRET_SHAPES = SECRET_PATHS.map((shape) =>
  shape
    .split("/")
    .filter(Boolean)
    .map((part) => (/^\[[^\]]+\]$/.test(part) ? { secret: part } : { text: part.toLowerCase() })),
);

function decoded(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The path's segments as a router could read them, whatever their spelling: each percent-decoded
 * once (a broken escape spoils only its own segment), split on slashes and backslashes (repeated
 * ones count once), dot segments resolved. Used only to match SECRET_PATHS, so that
 * `//events/%6Fffer/./<token>` is redacted as surely as the plain form.
 */
function segmentsOf(path) {
  const segments = [];
  for (const raw of path.split(/[\\/]+/)) {
    for (const part of decoded(raw).split(/[\\/]+/)) {
      if (part === "" || part === ".") continue;
      if (part === "..") segments.pop();
      else segments.push(part);
    }
  }
  return segments;
}

/** The path with the secret segments of SECRET_PATHS replaced by their names, or as it was. */
export function redactSecretPath(path) {
  const segments = segmentsOf(path);
  for (const shape of SECRET_SHAPES) {
    if (segments.length < shape.length) continue;
    if (!shape.every((part, i) => part.secret || segments[i].toLowerCase() === part.text)) continue;
    const kept = shape.map((part) => part.secret ?? part.text);
    const rest = segments.slice(shape.length).map((segment) => encodeURIComponent(segment));
    return `/${[...kept, ...rest].join("/")}`;
  }
  return path;
}

/** A URL as it may be logged: its path, never its query string (/track?mobile=…), nor a secret in
 *  the path (SECRET_PATHS). Every log line that names a path or URL takes it from here. */
export function loggablePath(url) {
  if (typeof url !== "string") return undefined;
  const path = url.startsWith("/")
    ? url
    : (() => {
        try {
          return new URL(url).pathname;
        } catch {
          return url;
        }
      })();
  return redactSecretPath(path.split(/[?#]/)[0]).slice(0, 300);
}
