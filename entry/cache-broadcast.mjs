// Several instances behind one proxy (REDIS_URL set, docs/deploy.md "Two or more instances"): each
// keeps its own shared cache of public answers (./response-cache.mjs), so a write on one instance
// must drop the answers it changed on all of them. Each instance publishes the tags its writes
// invalidate on one Redis channel and applies the tags the others publish, through the same
// invalidate() as its own writes: a render that began before the message is not stored after it.
//
// Redis is a help, never a dependency: while it is down the site serves as before, a write reaches
// the other instances' caches only when their answers expire (PAGE_CACHE_SECONDS), and the client
// reconnects by itself. What was published while an instance could not hear is lost, so an
// instance that hears again drops its whole cache once.
import { randomUUID } from "node:crypto";
import { createClient } from "@redis/client";

/** The channel every instance of one site publishes and hears its invalidations on. */
export const INVALIDATION_CHANNEL = "avinox:page-cache:invalidate";

/** The longest wait between two reconnection attempts. */
export const RECONNECT_MAX_DELAY_MS = 5000;

/** Waits between reconnection attempts: 100 ms doubling up to the longest, for as long as it takes. */
const reconnectDelay = (retries) => Math.min(100 * 2 ** retries, RECONNECT_MAX_DELAY_MS);

/**
 * Connects `cache` to the other instances through the Redis at `url` (in the background: the
 * server starts at once, Redis or not). Returns how to disconnect.
 */
export function connectCacheBroadcast(cache, { url, log, channel = INVALIDATION_CHANNEL }) {
  const instance = randomUUID();
  // No offline queue: a write's message is sent now or never (a late one helps nobody, and a queue
  // would grow for as long as Redis is away).
  const publisher = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: reconnectDelay },
  });
  const subscriber = publisher.duplicate();

  // One warning per outage and client, not one per reconnection attempt; never the URL (it may
  // hold a password).
  const down = new Set();
  const failed = (role) => (error) => {
    if (down.has(role)) return;
    down.add(role);
    log.warn(
      { redis: role, err: error?.message },
      "Redis unavailable: other instances' writes reach this cache only when its pages expire",
    );
  };
  publisher.on("error", failed("publisher"));
  subscriber.on("error", failed("subscriber"));
  publisher.on("ready", () => down.delete("publisher") && log.info({ redis: "publisher" }, "Redis reachable again"));

  function applyPeerMessage(message) {
    let parsed;
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    if (parsed?.from === instance || !Array.isArray(parsed?.tags)) return;
    const tags = parsed.tags.filter((tag) => typeof tag === "string" && tag);
    if (tags.length) cache.invalidate(tags, { fromPeer: true });
  }

  // What was published while this instance could not hear is lost, so nothing cached before it
  // hears (again) can be trusted. The client subscribes again by itself before it is ready.
  let subscribed = false;
  subscriber.on("ready", () => {
    if (subscribed) cache.invalidate(["*"], { fromPeer: true });
    else
      subscriber.subscribe(channel, applyPeerMessage).then(() => {
        subscribed = true;
        cache.invalidate(["*"], { fromPeer: true });
      }, failed("subscriber"));
    if (down.delete("subscriber"))
      log.info({ redis: "subscriber" }, "Redis reachable again: this instance's cache was dropped once");
  });

  const stopListening = cache.onLocalInvalidation((tags) => {
    publisher.publish(channel, JSON.stringify({ from: instance, tags })).catch(failed("publisher"));
  });

  // Each client retries until it connects or is closed; errors on the way go to `failed`.
  const connecting = Promise.all([publisher.connect().catch(() => {}), subscriber.connect().catch(() => {})]);

  return {
    async close() {
      stopListening();
      publisher.destroy();
      subscriber.destroy();
      await connecting;
    },
  };
}
