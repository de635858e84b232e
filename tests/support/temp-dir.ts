// Temporary folders a test file makes (its DATA_DIR, uploads on disk, a lock or an outbox): each
// is removed when the file's tests end (setup.ts's afterAll), so /tmp does not fill up run by run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const made: string[] = [];

/** A new empty folder under the system's temp folder, named `prefix` and a random tail. */
export function makeTempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Removes every folder `makeTempDir` made so far. */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}
