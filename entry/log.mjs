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
  const options = {
    level,
    base: { service: "avinox" },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
  if (stream) return pino(options, stream);
  // A stream, not a transport: transports run in worker threads, which Next's bundles do not carry.
  return readable
    ? pino(options, pretty({ colorize: true, ignore: "pid,hostname,service", translateTime: "SYS:HH:MM:ss" }))
    : pino(options);
}

/** A request's id: the proxy's (nginx's $request_id) when it is a plain token, else a new one. */
export function requestIdOf(headerValue) {
  const given = Array.isArray(headerValue) ? headerValue[0] : headerValue;
  return typeof given === "string" && /^[A-Za-z0-9._-]{8,64}$/.test(given) ? given : randomUUID();
}

// What may be written of a path (no query, no secret segment) lives with the vocabulary, so the
// error reporter in the browser redacts the same way (shared/secret-paths.mjs).
export { loggablePath, redactSecretPath, SECRET_PATHS } from "../shared/secret-paths.mjs";
