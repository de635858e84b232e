// When the site's links may prefetch their pages (SPEC §9): only once the browser is idle after
// they appear (at the latest after 2 s), and never on a 2G connection or with data saver on.
// Pages that mount together (a list of cards) wait for one idle moment and learn the answer at once.
import { limits } from "@/shared/site";

/** What the Network Information API tells (Chromium-based browsers; Safari and Firefox have none). */
export type ConnectionInfo = { saveData?: boolean; effectiveType?: string };

/** False with data saver on (the same setting the `Save-Data: on` request header carries) or on 2G. */
export function connectionAllowsPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType !== "2g" && connection.effectiveType !== "slow-2g";
}

type IdleHost = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (id: never) => void;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * Runs `callback` when the browser is next idle, at the latest after `timeoutMs`; returns a cancel.
 * Without requestIdleCallback (Safari) nothing says when the browser is idle, so it waits the
 * whole timeout: the latest moment the spec allows, never sooner than an idle browser would.
 */
export function whenIdle(
  callback: () => void,
  timeoutMs: number = limits.prefetchIdleTimeoutMs,
  host: IdleHost = window as unknown as IdleHost,
): () => void {
  if (typeof host.requestIdleCallback === "function") {
    const id = host.requestIdleCallback(() => callback(), { timeout: timeoutMs });
    return () => host.cancelIdleCallback?.(id);
  }
  const timer = host.setTimeout(callback, timeoutMs);
  return () => host.clearTimeout(timer as never);
}

/** The connection the browser reports now (none outside a browser or without the API). */
export function currentConnection(): ConnectionInfo | undefined {
  return typeof navigator === "undefined"
    ? undefined
    : (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

const waiting = new Set<(allowed: boolean) => void>();
let cancelWait: (() => void) | undefined;

/**
 * Tells `listener` whether it may prefetch, at the browser's next idle moment after the call (the
 * connection is read then, so a change of network counts). Returns an unsubscribe.
 */
export function awaitPrefetchDecision(listener: (allowed: boolean) => void): () => void {
  waiting.add(listener);
  cancelWait ??= whenIdle(() => {
    cancelWait = undefined;
    const allowed = connectionAllowsPrefetch(currentConnection());
    const listeners = [...waiting];
    waiting.clear();
    for (const notify of listeners) notify(allowed);
  });
  return () => {
    waiting.delete(listener);
    if (waiting.size === 0 && cancelWait) {
      cancelWait();
      cancelWait = undefined;
    }
  };
}
