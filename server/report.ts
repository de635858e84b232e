import "server-only";
// Server-side error reporting: the log always, Sentry only when SENTRY_DSN is configured. Neither
// gets personal data: a failed query's parameters (names, mobiles, messages), the database's own
// message (which can quote a value) and query strings in URLs (/track?mobile=…) are left out.
import * as Sentry from "@sentry/nextjs";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { serverEnv } from "@/server/env";
import { log } from "@/server/log";
import { loggablePath } from "@/entry/log.mjs";

export type LoggableError = { name: string; message: string; code?: string; constraint?: string; stack?: string };

/** The stack without its first line(s), which repeat the message. */
function framesOf(error: Error): string | undefined {
  return error.stack
    ?.split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .join("\n");
}

export function loggableError(error: unknown): LoggableError {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause as { code?: unknown; constraint?: unknown } | undefined;
    return {
      name: "DrizzleQueryError",
      message: `Failed query: ${error.query.slice(0, 500)}`,
      code: typeof cause?.code === "string" ? cause.code : undefined,
      constraint: typeof cause?.constraint === "string" ? cause.constraint : undefined,
      stack: framesOf(error),
    };
  }
  if (error instanceof Error) {
    // A database error that escaped without Drizzle's wrapper: its SQLSTATE, not its text.
    const code = (error as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code))
      return { name: error.name, message: "database error", code, stack: framesOf(error) };
    return { name: error.name, message: error.message, stack: framesOf(error) };
  }
  return { name: "NonError", message: typeof error === "string" ? error.slice(0, 200) : typeof error };
}

/** A URL as it may be logged: path only. */
export { loggablePath as loggableUrl } from "@/entry/log.mjs";

/** `context`: where it happened (`requestId` from server/log.ts's requestIdOf); anything besides
 *  url and method must hold no personal data. */
export function reportServerError(
  error: unknown,
  context: { url?: string; method?: string; requestId?: string; [key: string]: unknown } = {},
): void {
  const safe = loggableError(error);
  const { url, requestId, ...rest } = context;
  const where = { ...rest, path: loggablePath(url) };
  log.error({ requestId, ...where, err: safe }, "unhandled error");
  if (serverEnv().SENTRY_DSN) {
    const reported = Object.assign(new Error(safe.message), { name: safe.name });
    reported.stack = `${safe.name}: ${safe.message}\n${safe.stack ?? ""}`;
    // The request id finds the same request in the log.
    Sentry.captureException(reported, {
      tags: requestId ? { request_id: requestId } : undefined,
      extra: { ...where, code: safe.code, constraint: safe.constraint },
    });
  }
}
