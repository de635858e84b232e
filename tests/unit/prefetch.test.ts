// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { awaitPrefetchDecision, connectionAllowsPrefetch, whenIdle } from "@/lib/net/prefetch";
import { setConnection } from "../support/browser";

describe("which connections prefetch", () => {
  it("refuses 2G, slow 2G and data saver; allows 3G, 4G and browsers that do not tell", () => {
    expect(connectionAllowsPrefetch({ effectiveType: "2g" })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: "slow-2g" })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: "4g", saveData: true })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: "3g" })).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: "4g", saveData: false })).toBe(true);
    expect(connectionAllowsPrefetch(undefined)).toBe(true);
  });
});

describe("waiting for an idle browser", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setConnection(undefined);
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  });

  it("asks requestIdleCallback with the 2 s timeout and runs when the browser calls back", () => {
    let idle: (() => void) | undefined;
    const host = {
      setTimeout: vi.fn(),
      clearTimeout: vi.fn(),
      requestIdleCallback: vi.fn((callback: () => void) => ((idle = callback), 7)),
      cancelIdleCallback: vi.fn(),
    };
    const callback = vi.fn();
    const cancel = whenIdle(callback, undefined, host);
    expect(host.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(callback).not.toHaveBeenCalled();
    idle!();
    expect(callback).toHaveBeenCalledTimes(1);
    cancel();
    expect(host.cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it("without requestIdleCallback waits the whole 2 s", () => {
    const callback = vi.fn();
    whenIdle(callback);
    vi.advanceTimersByTime(1999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("tells every link that appeared meanwhile at one idle moment, reading the connection then", () => {
    setConnection({ effectiveType: "4g", saveData: false });
    const first = vi.fn();
    const second = vi.fn();
    awaitPrefetchDecision(first);
    vi.advanceTimersByTime(1500);
    awaitPrefetchDecision(second);
    expect(first).not.toHaveBeenCalled();
    setConnection({ effectiveType: "2g" });
    vi.advanceTimersByTime(500);
    expect(first).toHaveBeenCalledWith(false);
    expect(second).toHaveBeenCalledWith(false);

    // A later link waits for the next idle moment of its own.
    setConnection({ effectiveType: "4g" });
    const later = vi.fn();
    awaitPrefetchDecision(later);
    expect(later).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(later).toHaveBeenCalledWith(true);
    expect(first).toHaveBeenCalledTimes(1);
  });

  it("uses the browser's idle callback when it has one and stops waiting when every link is gone", () => {
    const callbacks: Array<() => void> = [];
    window.requestIdleCallback = vi.fn((callback: IdleRequestCallback) =>
      callbacks.push(() => callback({} as IdleDeadline)),
    );
    window.cancelIdleCallback = vi.fn();
    setConnection({ saveData: true });
    const gone = vi.fn();
    const stays = vi.fn();
    const unsubscribe = awaitPrefetchDecision(gone);
    awaitPrefetchDecision(stays);
    unsubscribe();
    expect(window.cancelIdleCallback).not.toHaveBeenCalled();
    callbacks.forEach((run) => run());
    expect(gone).not.toHaveBeenCalled();
    expect(stays).toHaveBeenCalledWith(false);

    awaitPrefetchDecision(gone)();
    expect(window.cancelIdleCallback).toHaveBeenCalledTimes(1);
  });
});
