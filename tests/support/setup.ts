// Shared test setup: a throwaway DATA_DIR (SMS outbox, uploads) so tests never write into the
// project's own ./.data, removed with the file's other temp folders when its tests end
// (./temp-dir.ts); in component tests, Testing Library's findBy…/waitFor wait for what they
// await as long as a busy machine may need (./clock-waits.ts: 1 s by default, which work that is
// not stuck at all, a lazily loaded schema, a form's re-render, outlasts there), and it cleans
// the DOM between tests.
import { afterAll, afterEach } from "vitest";
import { EVENT_WAIT_MS } from "./clock-waits";
import { makeTempDir, removeTempDirs } from "./temp-dir";

// A DATA_DIR given from outside is the caller's to keep.
process.env.DATA_DIR ??= makeTempDir("avinox-test-data-");

if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: EVENT_WAIT_MS });
}

afterEach(async () => {
  if (typeof document !== "undefined") {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
  }
});

afterAll(removeTempDirs);
