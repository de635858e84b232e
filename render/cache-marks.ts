import "server-only";
// What a server render tells the entry's shared cache about the page it is making
// (server/cache/response-cache-bridge.ts): which entities it shows, whose it is, whether it failed.
// Without the entry (vitest, `next dev` on its own) there is no cache and these do nothing.
import {
  CACHE_TAG_HEADER,
  CACHE_UNTIL_HEADER,
  COUNT_VIEW_HEADER,
  responseCacheBridge,
} from "@/server/cache/response-cache-bridge";

/** This render read cookies or the visitor's headers: its answer is the visitor's alone. */
export function markRenderPrivate(): void {
  const marks = responseCacheBridge()?.marks();
  if (marks) marks.private = true;
}

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
