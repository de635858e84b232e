"use client";
// The thin bar at the top while a navigation or an API call is under way (CSS does the motion).
import { useSyncExternalStore } from "react";
import { progressStore, type ProgressState } from "@/lib/progress";

const serverSnapshot: ProgressState = { active: 0, phase: "idle" };

const phaseStyles = {
  idle: "hidden",
  running: "animate-progress-run",
  finishing: "w-full opacity-0 transition-opacity duration-300",
} as const;

export function ProgressBar() {
  const { phase } = useSyncExternalStore(progressStore.subscribe, progressStore.get, () => serverSnapshot);
  return (
    <div
      aria-hidden="true"
      data-testid="progress-bar"
      data-phase={phase}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px]"
    >
      <div className={`h-full bg-brand-500 shadow-[0_0_8px_theme(colors.brand.400)] ${phaseStyles[phase]}`} />
    </div>
  );
}
