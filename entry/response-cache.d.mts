import type { IncomingMessage, ServerResponse } from "node:http";

export const BRIDGE_KEY: unique symbol;

/** `now`: the clock the expiry times read (ms since the epoch; Date.now unless a test passes its own). */
export type CacheSettings = { enabled: boolean; ttlMs: number; maxBytes: number; now?: () => number };
/** `until`: the soonest moment (ms since the epoch) an API answer the render used stops being true by the clock. */
export type RenderMarks = { tags: Set<string>; views: Set<string>; private: boolean; failed: boolean; until: number };

export type ResponseCache = {
  handle(
    req: IncomingMessage,
    res: ServerResponse,
    render: (watch: (() => void) | undefined) => unknown,
  ): Promise<unknown>;
  invalidate(tags: readonly string[], options?: { fromPeer?: boolean }): void;
  onLocalInvalidation(listener: (tags: readonly string[]) => void): () => void;
  marks(): RenderMarks | undefined;
  recordViews: ((views: string[]) => void) | undefined;
  stats(): { hits: number; misses: number; stored: number; invalidated: number; entries: number; bytes: number };
};

export function responseCacheSettings(
  env: Record<string, string | undefined>,
  options: { dev: boolean },
): CacheSettings;
export function isSharedRequest(req: IncomingMessage): boolean;
export function createResponseCache(settings: CacheSettings): ResponseCache;
export function installBridge(cache: ResponseCache): void;
