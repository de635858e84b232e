import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("./", import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      "@/": root,
      // `server-only` throws outside React Server Components; tests import server modules directly.
      "server-only": fileURLToPath(new URL("./tests/support/empty-module.ts", import.meta.url)),
    },
  },
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["tests/support/setup.ts"],
    globalSetup: ["tests/support/pglite-template.ts"],
    // One test file per core: the main process mostly waits on the workers (Vitest's default
    // leaves a core to it, which on a 2-core machine halves the speed).
    maxWorkers: availableParallelism(),
    // Worker threads rather than child processes: each test file starts in a fresh isolate either
    // way, and threads start and import faster (the whole suite took 364 s here against 453 s).
    pool: "threads",
    // Guards against a hang, not measures of speed: a test that drives a whole form, or hashes a
    // dozen passwords, takes a few seconds on an idle machine and several times that on a busy one
    // (the suite must pass beside a production build). Waits for events: tests/support/clock-waits.ts.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
