import type { DestinationStream, Logger } from "pino";

export function createLogger(options?: {
  env?: Record<string, string | undefined>;
  pretty?: boolean;
  stream?: DestinationStream;
}): Logger;
export function requestIdOf(headerValue: string | string[] | undefined | null): string;
export const SECRET_PATHS: readonly string[];
export function redactSecretPath(path: string): string;
export function loggablePath(url: unknown): string | undefined;
