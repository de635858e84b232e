// The top progress bar's state: navigations and API calls each hold it while they run. The bar
// runs while anything holds it, then finishes (jumps to full and fades) before going idle.
import { createExternalStore } from "./external-store";

export type ProgressPhase = "idle" | "running" | "finishing";
export type ProgressState = { active: number; phase: ProgressPhase };

const FINISH_MS = 300;
export const progressStore = createExternalStore<ProgressState>({ active: 0, phase: "idle" });
let finishTimer: ReturnType<typeof setTimeout> | undefined;

function change(delta: 1 | -1): void {
  clearTimeout(finishTimer);
  progressStore.set((s) => {
    const active = Math.max(0, s.active + delta);
    if (active > 0) return { active, phase: "running" };
    return { active, phase: s.phase === "idle" ? "idle" : "finishing" };
  });
  if (progressStore.get().phase === "finishing") {
    finishTimer = setTimeout(() => progressStore.set((s) => (s.active === 0 ? { active: 0, phase: "idle" } : s)), FINISH_MS);
  }
}

/** Holds the bar until the returned function is called (calling it twice is harmless). */
export function startProgress(): () => void {
  change(1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    change(-1);
  };
}

/** Navigation holds at most one slot: a new navigation replaces the old one's. */
let endNavigation: (() => void) | undefined;
export function startNavigationProgress(): void {
  endNavigation?.();
  endNavigation = startProgress();
}
export function endNavigationProgress(): void {
  endNavigation?.();
  endNavigation = undefined;
}

/** Upload progress as a percentage, capped at 100 (SPEC §4). */
export function uploadPercent(loaded: number, total: number | undefined): number {
  if (!total || total <= 0) return 0;
  return Math.min(100, Math.round((loaded / total) * 100));
}
