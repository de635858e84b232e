import "server-only";
// Whether the maps service answers (SPEC §7 "GET ping to a maps service: availability check"):
// a GET to MAP_PING_URL with a 1.5 s time-out, the answer kept for 60 s in this process, so pages
// never wait on a slow map host more than once a minute. No MAP_PING_URL: not available.
import { serverEnv } from "@/server/env";

export const MAP_PING_TIMEOUT_MS = 1500;
export const MAP_STATUS_TTL_MS = 60_000;

type Cached = { url: string; available: boolean; expiresAt: number };

let cached: Cached | undefined;
const inFlight = new Map<string, Promise<boolean>>();

async function ping(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: "GET",
      cache: "no-store",
      signal: AbortSignal.timeout(MAP_PING_TIMEOUT_MS),
    });
    await response.body?.cancel().catch(() => {});
    return response.ok;
  } catch {
    return false;
  }
}

/** The maps service's availability, from the cache while it is fresh; one ping at a time per URL. */
export async function mapAvailable(
  url: string | undefined = serverEnv().MAP_PING_URL,
  now = Date.now(),
): Promise<boolean> {
  if (!url) return false;
  if (cached && cached.url === url && cached.expiresAt > now) return cached.available;
  let pending = inFlight.get(url);
  if (!pending) {
    pending = ping(url)
      .then((available) => {
        cached = { url, available, expiresAt: Date.now() + MAP_STATUS_TTL_MS };
        return available;
      })
      .finally(() => inFlight.delete(url));
    inFlight.set(url, pending);
  }
  return pending;
}

/** Forgets the cached answer (tests). */
export function resetMapStatus(): void {
  cached = undefined;
  inFlight.clear();
}
