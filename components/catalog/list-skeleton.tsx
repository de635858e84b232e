import { limits } from "@/shared/site";

/**
 * The loading state's way in (SPEC §9's minimum fetch display delay): transparent at first and
 * faded in only once the wait has lasted, so a quick page replaces the old one without a skeleton
 * flashing in between. Plain CSS, so it holds before the page's script runs too.
 */
export const delayedReveal = {
  className: "transition-opacity duration-150 starting:opacity-0",
  style: { transitionDelay: `${limits.minFetchDisplayMs}ms` },
} as const;
