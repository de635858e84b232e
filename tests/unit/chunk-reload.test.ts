import { describe, expect, it, vi } from "vitest";
import { isChunkLoadError, reloadAfterChunkError } from "@/lib/chunk-reload";
import { memoryStorage } from "../support/browser";

describe("chunk load failures", () => {
  it("recognises the ways browsers and bundlers report a missing chunk", () => {
    expect(isChunkLoadError({ name: "ChunkLoadError", message: "x" })).toBe(true);
    expect(isChunkLoadError(new Error("Loading chunk 123 failed."))).toBe(true);
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /_next/a.js"))).toBe(true);
    expect(isChunkLoadError("Importing a module script failed.")).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it("reloads at most once per 60 seconds", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const t0 = 1_000_000;
    expect(reloadAfterChunkError(storage, reload, t0)).toBe(true);
    expect(reloadAfterChunkError(storage, reload, t0 + 59_999)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadAfterChunkError(storage, reload, t0 + 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
