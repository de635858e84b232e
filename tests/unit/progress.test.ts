import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { endNavigationProgress, progressStore, startNavigationProgress, startProgress, uploadPercent } from "@/lib/progress";

describe("progress bar state", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs while any call or navigation holds it, then finishes and goes idle", () => {
    expect(progressStore.get().phase).toBe("idle");
    const endA = startProgress();
    const endB = startProgress();
    expect(progressStore.get()).toEqual({ active: 2, phase: "running" });
    endA();
    endA();
    expect(progressStore.get()).toEqual({ active: 1, phase: "running" });
    endB();
    expect(progressStore.get()).toEqual({ active: 0, phase: "finishing" });
    vi.advanceTimersByTime(300);
    expect(progressStore.get()).toEqual({ active: 0, phase: "idle" });
  });

  it("keeps running when new work starts while finishing", () => {
    startProgress()();
    const end = startProgress();
    vi.advanceTimersByTime(300);
    expect(progressStore.get().phase).toBe("running");
    end();
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
