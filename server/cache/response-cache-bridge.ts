import "server-only";
// The app's side of the entry's shared cache (entry/response-cache.mjs): the render under way
// says what it showed and whether it may be shared (render/cache-marks.ts); writes say what they
// changed (./invalidate.ts). Without the entry (vitest, `next dev` on its own) there is no cache
// and the bridge is absent.

/** What a render learned about its own answer; the entry stores the answer only if it stayed public. */
/** `until`: the soonest moment (ms since the epoch) an API answer the render used stops being true by the clock alone. */
export type RenderMarks = { tags: Set<string>; views: Set<string>; private: boolean; failed: boolean; until: number };

type ResponseCacheBridge = {
  marks(): RenderMarks | undefined;
  invalidate(tags: readonly string[]): void;
  recordViews: ((views: string[]) => void) | undefined;
};

// The same key as the entry's BRIDGE_KEY (entry/response-cache.mjs).
const BRIDGE_KEY = Symbol.for("avinox.response-cache");

export function responseCacheBridge(): ResponseCacheBridge | undefined {
  return (globalThis as { [BRIDGE_KEY]?: ResponseCacheBridge })[BRIDGE_KEY];
}

/** The response headers the API names its entities in (./public-reads.ts). */
export const CACHE_TAG_HEADER = "cache-tag";
export const COUNT_VIEW_HEADER = "x-count-view";
/** Until when (ms since the epoch) an API answer may be kept: the moment the clock alone changes it (an event ending). */
export const CACHE_UNTIL_HEADER = "x-cache-until";
