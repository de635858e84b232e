import type { Logger } from "pino";
import type { ResponseCache } from "./response-cache.mjs";

export const INVALIDATION_CHANNEL: string;
export const RECONNECT_MAX_DELAY_MS: number;
export function connectCacheBroadcast(
  cache: ResponseCache,
  options: { url: string; log: Pick<Logger, "info" | "warn">; channel?: string },
): { close(): Promise<void> };
