// A failed chunk load (a new deploy removed old files) reloads the page, at most once per 60 s,
// so a stale tab heals itself without looping (SPEC §8).
import { limits } from "@/shared/site";

const KEY = "avinox:chunk-reload-at";

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason) return false;
  const name = typeof reason === "object" && "name" in reason ? String((reason as { name: unknown }).name) : "";
  const message =
    typeof reason === "string"
      ? reason
      : typeof reason === "object" && "message" in reason
        ? String((reason as { message: unknown }).message)
        : "";
  return (
    name === "ChunkLoadError" ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(message) ||
    /Failed to fetch dynamically imported module/i.test(message) ||
    /error loading dynamically imported module/i.test(message) ||
    /Importing a module script failed/i.test(message)
  );
}

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

/** Reloads when the last chunk reload is older than the interval; returns whether it reloaded. */
export function reloadAfterChunkError(storage: Storage, reload: () => void, now = Date.now()): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < limits.chunkReloadIntervalMs) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}
