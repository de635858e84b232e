import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  endNavigationProgress,
  progressStore,
  startNavigationProgress,
  startProgress,
  uploadPercent,
} from "@/lib/progress";

describe("progress bar state", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("stays hidden for work shorter than 200 ms, so a quick call or page never flashes it", () => {
    const end = startProgress();
    vi.advanceTimersByTime(199);
    expect(progressStore.get()).toEqual({ active: 1, phase: "idle" });
    end();
    expect(progressStore.get()).toEqual({ active: 0, phase: "idle" });
    vi.advanceTimersByTime(1000);
    expect(progressStore.get().phase).toBe("idle");
  });

  it("appears at 200 ms, runs while any call or navigation holds it, then finishes and goes idle", () => {
    expect(progressStore.get().phase).toBe("idle");
    const endA = startProgress();
    vi.advanceTimersByTime(100);
    const endB = startProgress();
    vi.advanceTimersByTime(100);
    expect(progressStore.get()).toEqual({ active: 2, phase: "running" });
    endA();
    endA();
    expect(progressStore.get()).toEqual({ active: 1, phase: "running" });
    endB();
    expect(progressStore.get()).toEqual({ active: 0, phase: "finishing" });
    vi.advanceTimersByTime(300);
    expect(progressStore.get()).toEqual({ active: 0, phase: "idle" });
  });

  it("keeps running at once when new work starts while a shown bar finishes", () => {
    const first = startProgress();
    vi.advanceTimersByTime(200);
    first();
    expect(progressStore.get().phase).toBe("finishing");
    const end = startProgress();
    expect(progressStore.get().phase).toBe("running");
    vi.advanceTimersByTime(300);
    expect(progressStore.get().phase).toBe("running");
    end();
    vi.advanceTimersByTime(300);
  });

  it("counts one navigation at a time", () => {
    startNavigationProgress();
    startNavigationProgress();
    expect(progressStore.get().active).toBe(1);
    endNavigationProgress();
    expect(progressStore.get().active).toBe(0);
  });

  it("reports upload progress as a percentage capped at 100", () => {
    expect(uploadPercent(50, 200)).toBe(25);
    expect(uploadPercent(250, 200)).toBe(100);
    expect(uploadPercent(10, undefined)).toBe(0);
  });
});
