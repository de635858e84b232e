// Content that changes with the clock alone (issue 14: a publication scheduled for later, an event
// that ends) drops its cached answers at that moment; a new schedule replaces the old one.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { invalidateAt } from "@/server/publishing/schedule";

const bridgeKey = Symbol.for("avinox.response-cache");
const invalidated: string[][] = [];

describe("invalidateAt", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    invalidated.length = 0;
    (globalThis as Record<symbol, unknown>)[bridgeKey] = {
      marks: () => undefined,
      invalidate: (tags: string[]) => invalidated.push([...tags]),
      recordViews: undefined,
    };
  });
  afterEach(() => {
    vi.useRealTimers();
    delete (globalThis as Record<symbol, unknown>)[bridgeKey];
  });

  it("drops the tags when the moment comes, not before", () => {
    invalidateAt("event:1", ["event", "event:1"], new Date(Date.now() + 60_000));
    vi.advanceTimersByTime(59_000);
    expect(invalidated).toEqual([]);
    vi.advanceTimersByTime(2_000);
    expect(invalidated).toEqual([["event", "event:1"]]);
  });

  it("waits for a moment more than a timer's longest wait (about 24 days) ahead in steps", () => {
    const days = 60;
    invalidateAt("present:3", ["present", "present:3"], new Date(Date.now() + days * 86_400_000));
    vi.advanceTimersByTime((days - 1) * 86_400_000);
    expect(invalidated).toEqual([]);
    vi.advanceTimersByTime(86_400_000 + 1_000);
    expect(invalidated).toEqual([["present", "present:3"]]);
  });

  it("keeps one schedule per key: a new moment replaces the old, null cancels it", () => {
    invalidateAt("event:2", ["event", "event:2"], new Date(Date.now() + 10_000));
    invalidateAt("event:2", ["event", "event:2"], new Date(Date.now() + 30_000));
    vi.advanceTimersByTime(20_000);
    expect(invalidated).toEqual([]);
    invalidateAt("event:2", ["event", "event:2"], null);
    vi.advanceTimersByTime(60_000);
    expect(invalidated).toEqual([]);
  });
});
