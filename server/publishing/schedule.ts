import "server-only";
// Content that goes public at a set moment (publish_at) has no write at that moment to drop the
// cached answers that leave it out; a timer does, in the process that scheduled it (with REDIS_URL
// its invalidation reaches the other instances too: entry/cache-broadcast.mjs), for answers
// cached before the schedule was saved. Answers cached after it keep no longer than the moment on
// any instance, after a restart too (server/cache/clock.ts).
import { invalidatePublicContent } from "@/server/cache/invalidate";

const MAX_TIMER_MS = 2 ** 31 - 1;

type Timers = Map<string, ReturnType<typeof setTimeout>>;
const TIMERS_KEY = Symbol.for("avinox.content-schedule");

function timers(): Timers {
  const holder = globalThis as { [TIMERS_KEY]?: Timers };
  return (holder[TIMERS_KEY] ??= new Map());
}

/** Drops the cached answers tagged `tags` at `at` (one timer per `key`: a new schedule replaces the old one; null cancels it). */
export function invalidateAt(key: string, tags: readonly string[], at: Date | null, now: Date = new Date()): void {
  const pending = timers();
  const previous = pending.get(key);
  if (previous) clearTimeout(previous);
  pending.delete(key);
  if (!at) return;
  const delay = at.getTime() - now.getTime();
  if (delay <= 0) return;
  // A timer cannot wait longer than MAX_TIMER_MS (about 24 days; Node fires a longer one at once):
  // a moment further ahead waits in steps.
  const timer =
    delay + 50 > MAX_TIMER_MS
      ? setTimeout(() => invalidateAt(key, tags, at), MAX_TIMER_MS)
      : setTimeout(() => {
          pending.delete(key);
          invalidatePublicContent(tags);
        }, delay + 50);
  timer.unref?.();
  pending.set(key, timer);
}
