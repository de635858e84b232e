// Shared test setup: a throwaway DATA_DIR (SMS outbox, uploads) so tests never write into the
// project's own ./.data, and React Testing Library cleans the DOM between component tests.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach } from "vitest";

process.env.DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "avinox-test-data-"));

afterEach(async () => {
  if (typeof document !== "undefined") {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
  }
});
