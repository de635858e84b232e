// A loading indicator that appears only when the wait lasts (SPEC §9's minimum fetch display
// delay): a quick answer replaces the old state directly, with no spinner flashing in between.
import { useEffect, useState } from "react";
import { limits } from "@/shared/site";

/** True once `flag` has stayed true for `delayMs`; false again as soon as `flag` is. */
export function useDelayedFlag(flag: boolean, delayMs: number = limits.minFetchDisplayMs): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!flag) return;
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => {
      clearTimeout(timer);
      setElapsed(false);
    };
  }, [flag, delayMs]);
  return flag && elapsed;
}
