import "server-only";
// What the clock alone changes in a cached public answer (issue 14): an event turns past when it
// ends, and an item the desk scheduled goes public at its publish_at, without any write to drop
// the answers. A public read carries the moment of the next such change among the kinds it shows
// (X-Cache-Until), read from the database, and the entry's cache keeps it no longer
// (entry/response-cache.mjs), nor a page built on it. Unlike the timer armed in the process
// that saved the schedule (server/publishing/schedule.ts), this holds on every instance and after a
// restart.
import { getDb } from "@/server/db/client";
import { nextPublication } from "@/server/publishing/next-publication";
import { nextEventChange } from "@/server/events/queries";
import { CACHE_TAG_HEADER, CACHE_UNTIL_HEADER, responseCacheBridge } from "./response-cache-bridge";

/** The kinds a public answer's tags name ("event", "event:12" → "event"). */
const kindsShown = (tags: readonly string[]) => [...new Set(tags.map((tag) => tag.split(":")[0]!))];

/** Bounds how long the shared cache keeps `response`, when it is a public read (nothing to do without the cache). */
export async function boundByClock(response: Response): Promise<Response> {
  const kinds = kindsShown(response.headers.get(CACHE_TAG_HEADER)?.split(" ").filter(Boolean) ?? []);
  if (!responseCacheBridge() || !kinds.length) return response;
  try {
    const db = await getDb();
    const moments = [
      kinds.includes("event") ? await nextEventChange(db) : null,
      await nextPublication(db, kinds),
    ].filter((at): at is Date => at !== null);
    if (moments.length)
      response.headers.set(CACHE_UNTIL_HEADER, String(Math.min(...moments.map((at) => at.getTime()))));
  } catch {
    // Without the moment, the answer is not shared (it might outlive a change by the clock); it is still sent.
    response.headers.delete(CACHE_TAG_HEADER);
  }
  return response;
}
