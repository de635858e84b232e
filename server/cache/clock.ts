import "server-only";
// What the clock alone changes in a cached public answer (issue 14): an event turns past when it
// ends, without any write to drop its answers. A public read that shows events carries the moment
// of the next such change (X-Cache-Until), read from the database, and the entry's cache keeps it
// no longer (server/net/response-cache.mjs), nor a page built on it. Unlike a timer armed in the
// process that saved the event, this holds on every instance and after a restart.
import { getDb } from "@/server/db/client";
import { nextEventChange } from "@/server/events/repository";
import { CACHE_TAG_HEADER, CACHE_UNTIL_HEADER, responseCacheBridge } from "@/lib/net/response-cache-bridge";

const showsEvents = (tags: readonly string[]) => tags.some((tag) => tag === "event" || tag.startsWith("event:"));

/** Bounds how long the shared cache keeps `response`, when it is a public read that shows events (nothing to do without the cache). */
export async function boundByClock(response: Response): Promise<Response> {
  const tags = response.headers.get(CACHE_TAG_HEADER)?.split(" ") ?? [];
  if (!responseCacheBridge() || !showsEvents(tags)) return response;
  try {
    const next = await nextEventChange(await getDb());
    if (next) response.headers.set(CACHE_UNTIL_HEADER, String(next.getTime()));
  } catch {
    // Without the moment, the answer is not shared (it might outlive an event's end); it is still sent.
    response.headers.delete(CACHE_TAG_HEADER);
  }
  return response;
}
