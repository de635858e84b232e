import "server-only";
// The app's logger (entry/log.mjs, shared with the entry): JSON lines in production, readable
// ones in development, one per process (kept on globalThis, so dev reloads reuse it). Give it
// ids, codes, counts and paths; never a person's name, number, address or message.
import type { Logger } from "pino";
import { createLogger } from "@/entry/log.mjs";

const holder = globalThis as { __avinoxLog?: Logger };

export const log: Logger = (holder.__avinoxLog ??= createLogger());

/** The id the entry gave the request (server.mjs), for the log line and the error report. */
export function requestIdOf(request: Request | undefined): string | undefined {
  return request?.headers.get("x-request-id") ?? undefined;
}
