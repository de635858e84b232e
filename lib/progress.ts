// The top progress bar's state: navigations and API calls each hold it while they run. The bar
// appears only once work has lasted limits.minFetchDisplayMs (SPEC §9), so a quick call or an
// already prefetched page never flashes it; it runs while anything holds it, then finishes (jumps
// to full and fades) before going idle.
import { createExternalStore } from "./external-store";
import { limits } from "@/shared/site";

/** What the bar shows: nothing (also while work is under way but younger than the delay), the
 *  running bar, or the finishing sweep. */
export type ProgressPhase = "idle" | "running" | "finishing";
export type ProgressState = { active: number; phase: ProgressPhase };

const FINISH_MS = 300;
export const progressStore = createExternalStore<ProgressState>({ active: 0, phase: "idle" });
let finishTimer: ReturnType<typeof setTimeout> | undefined;
let revealTimer: ReturnType<typeof setTimeout> | undefined;

function reveal(): void {
  revealTimer = undefined;
  progressStore.set((s) => (s.active > 0 ? { active: s.active, phase: "running" } : s));
}

function change(delta: 1 | -1): void {
  clearTimeout(finishTimer);
  const { active: before, phase } = progressStore.get();
  const active = Math.max(0, before + delta);
  if (active > 0) {
    // On screen already (running, or finishing an earlier sweep): keep it going at once.
    if (phase !== "idle") progressStore.set({ active, phase: "running" });
    else {
      progressStore.set({ active, phase: "idle" });
      revealTimer ??= setTimeout(reveal, limits.minFetchDisplayMs);
    }
    return;
  }
  clearTimeout(revealTimer);
  revealTimer = undefined;
  // Work that ended before the bar appeared leaves no trace; a shown bar finishes its sweep.
  progressStore.set({ active: 0, phase: phase === "idle" ? "idle" : "finishing" });
  if (phase !== "idle") {
    finishTimer = setTimeout(
      () => progressStore.set((s) => (s.active === 0 ? { active: 0, phase: "idle" } : s)),
      FINISH_MS,
    );
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
