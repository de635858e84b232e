// The bench's control page: scripts/bench/control-next, the smallest Next app (one page, no client
// component, font or CSS of its own), built with this project's Next and React and given the same
// compile hints as the site (scripts/build/compile-hints.mjs), then served by `next start`.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { addCompileHints } from "../build/compile-hints.mjs";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const APP = path.join("scripts", "bench", "control-next");
const NEXT = path.join(ROOT, "node_modules", ".bin", "next");

/** Builds the control app (about 20 s on 2 cores) and starts it on `port`; resolves to { base, kill }. */
export async function startControl(port) {
  const build = spawnSync(NEXT, ["build", APP], {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`control build failed:\n${build.stdout}\n${build.stderr}`);
  addCompileHints(path.join(ROOT, APP, ".next"));
  const child = spawn(NEXT, ["start", APP, "-p", String(port), "-H", "127.0.0.1"], {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`${base}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, kill: () => child.kill() };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`control page did not answer on ${base}`);
}
