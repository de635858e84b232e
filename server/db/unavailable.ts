import "server-only";
// Which failures mean "the database is not there right now" (issue 15): the API answers them 503
// in the Persian envelope (server/http/handler.ts), not 500, and a page shows its 503 screen.
// A query that is merely wrong (a constraint, bad SQL) is not one of them.
import { log, requestIdOf } from "@/server/log";
import { loggableUrl } from "@/server/report";

/** SQLSTATE classes and codes of an unavailable or failing server. */
const UNAVAILABLE_SQLSTATE = [
  /^08/, // connection exception
  /^53/, // insufficient resources: 53100 disk full, 53200 out of memory, 53300 too many connections
  /^58/, // system error: 58030 I/O error
  /^57P0[1-4]$/, // admin shutdown, crash shutdown, cannot connect now, database dropped
  /^57014$/, // query_canceled: statement_timeout
  /^25006$/, // read-only transaction: a standby after a failover
];

/** Node's codes for a server that cannot be reached. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EPIPE",
  "EAI_AGAIN",
]);

/** node-postgres's and PGlite's own messages (they carry no code). */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // pg: the server went away (also "due to connection timeout")
  /^timeout exceeded when trying to connect/, // pg-pool: no connection within connectionTimeoutMillis
  /^Query read timeout/, // pg: query_timeout
  /is not queryable/, // pg: a client whose connection failed
  /^Cannot use a pool after calling end/,
  /^PGlite is closed/,
  /^Aborted\(/, // a WebAssembly abort inside PGlite
];

/** An error the open or a query gave that says the database is unavailable, anywhere in its causes. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    // By name: each route's bundle may hold its own copy of this module, and the one that opened
    // the process's database made the error.
    if ((current as { name?: unknown }).name === DATABASE_UNAVAILABLE) return true;
    // A refused connection to a name with several addresses: one error per address.
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    if (typeof WebAssembly !== "undefined" && current instanceof WebAssembly.RuntimeError) return true;
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === "string" &&
      (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.some((pattern) => pattern.test(code)))
    )
      return true;
    const message = (current as { message?: unknown }).message;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

const DATABASE_UNAVAILABLE = "DatabaseUnavailableError";

/** Thrown by a database known to be broken, without asking it again (server/db/pglite-guard.ts). */
export class DatabaseUnavailableError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`database unavailable: ${reason}`, options);
    this.name = DATABASE_UNAVAILABLE;
  }
}

/** What a log line may say of the failure: a code or one of the messages above, never a value. */
function reasonOf(error: unknown): string {
  for (
    let current = error, depth = 0;
    current && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    const message = (current as { message?: unknown }).message;
    if (
      (current as { name?: unknown }).name === DATABASE_UNAVAILABLE ||
      (typeof message === "string" && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
    )
      return String(message).slice(0, 120);
  }
  return error instanceof Error ? error.name : "unknown";
}

let lastLogged = 0;

/** One line per failing moment (at most every 5 s), so a dead database does not flood the log. */
export function reportDatabaseUnavailable(error: unknown, request?: Request): void {
  const now = Date.now();
  if (now - lastLogged < 5000) return;
  lastLogged = now;
  log.error(
    {
      requestId: requestIdOf(request),
      reason: reasonOf(error),
      method: request?.method,
      path: loggableUrl(request?.url),
    },
    "database unavailable, answering 503",
  );
}
