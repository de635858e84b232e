import "server-only";
// The app's side of the entry's shared cache (server/net/response-cache.mjs): the render under way
// says what it showed and whether it may be shared; writes say what they changed. Without the
// entry (vitest, `next dev` on its own) there is no cache and these do nothing.

/** What a render learned about its own answer; the entry stores the answer only if it stayed public. */
/** `until`: the soonest moment (ms since the epoch) an API answer the render used stops being true by the clock alone. */
export type RenderMarks = { tags: Set<string>; views: Set<string>; private: boolean; failed: boolean; until: number };

type ResponseCacheBridge = {
  marks(): RenderMarks | undefined;
  invalidate(tags: readonly string[]): void;
  recordViews: ((views: string[]) => void) | undefined;
};

// The same key as the entry's BRIDGE_KEY (server/net/response-cache.mjs).
const BRIDGE_KEY = Symbol.for("avinox.response-cache");

export function responseCacheBridge(): ResponseCacheBridge | undefined {
  return (globalThis as { [BRIDGE_KEY]?: ResponseCacheBridge })[BRIDGE_KEY];
}

/** This render read cookies or the visitor's headers: its answer is the visitor's alone. */
export function markRenderPrivate(): void {
  const marks = responseCacheBridge()?.marks();
  if (marks) marks.private = true;
}

/** The response headers the API names its entities in (server/cache/public-reads.ts). */
export const CACHE_TAG_HEADER = "cache-tag";
export const COUNT_VIEW_HEADER = "x-count-view";
/** Until when (ms since the epoch) an API answer may be kept: the moment the clock alone changes it (an event ending). */
export const CACHE_UNTIL_HEADER = "x-cache-until";

const split = (value: unknown) => (typeof value === "string" ? value.split(/[\s,]+/).filter(Boolean) : []);

/** An API answer the render used: the page shows its entities (and counts its views on replays). */
export function noteApiAnswer(headers: Record<string, unknown>): void {
  const marks = responseCacheBridge()?.marks();
  if (!marks) return;
  for (const tag of split(headers[CACHE_TAG_HEADER])) marks.tags.add(tag);
  for (const view of split(headers[COUNT_VIEW_HEADER])) marks.views.add(view);
  const until = Number(headers[CACHE_UNTIL_HEADER]);
  if (until > 0) marks.until = Math.min(marks.until, until);
}

/** An API call of the render failed: its answer (an error screen, a partial page) is not shared. */
export function noteApiFailure(): void {
  const marks = responseCacheBridge()?.marks();
  if (marks) marks.failed = true;
}
