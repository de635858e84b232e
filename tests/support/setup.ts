// Shared test setup: a throwaway DATA_DIR (SMS outbox, uploads) so tests never write into the
// project's own ./.data; in component tests, Testing Library's findBy…/waitFor wait for what they
// await as long as a busy machine may need (./clock-waits.ts: 1 s by default, which work that is
// not stuck at all, a lazily loaded schema, a form's re-render, outlasts there), and it cleans
// the DOM between tests.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach } from "vitest";
import { EVENT_WAIT_MS } from "./clock-waits";

process.env.DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "avinox-test-data-"));

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
