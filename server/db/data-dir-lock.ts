import "server-only";
// PGlite belongs to one process: two processes on one DATA_DIR corrupt it. The server marks the
// folder with its pid; `npm run db:seed` and a second server refuse while that pid is alive.
import fs from "node:fs";
import path from "node:path";

const LOCK_FILE = "server.pid";

export function lockPath(dataDir: string): string {
  return path.resolve(dataDir, LOCK_FILE);
}

/** The pid that holds the folder, if that process is still alive. */
export function dataDirHolder(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(lockPath(dataDir), "utf8").trim());
    if (!Number.isInteger(pid) || pid <= 0) return undefined;
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/** Marks the folder as this process's; the returned function (or the process's exit) lets it go. */
export function acquireDataDirLock(dataDir: string): () => void {
  const holderPid = dataDirHolder(dataDir);
  if (holderPid !== undefined && holderPid !== process.pid) {
    throw new Error(
      `DATA_DIR ${path.resolve(dataDir)} is in use by process ${holderPid}; stop it or use another DATA_DIR.`,
    );
  }
  fs.mkdirSync(path.resolve(dataDir), { recursive: true });
  fs.writeFileSync(lockPath(dataDir), String(process.pid));
  const release = () => {
    try {
      if (fs.readFileSync(lockPath(dataDir), "utf8").trim() === String(process.pid)) fs.unlinkSync(lockPath(dataDir));
    } catch {
      /* already gone */
    }
  };
  process.once("exit", release);
  return () => {
    process.off("exit", release);
    release();
  };
}
