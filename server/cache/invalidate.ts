import "server-only";
// Writes say what they changed; every cached page and API answer that shows it is dropped, so the
// next visitor sees the change (issue 11: within 2 s). Call after the write is committed.
import { responseCacheBridge } from "./response-cache-bridge";

/** Drops the shared answers tagged with any of `tags` ("*": every answer, e.g. after re-seeding). */
export function invalidatePublicContent(tags: readonly string[]): void {
  if (tags.length) responseCacheBridge()?.invalidate(tags);
}
