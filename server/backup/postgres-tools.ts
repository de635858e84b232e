import "server-only";
// pg_dump and pg_restore, found on PATH or in PG_BIN_DIR. The password travels in PGPASSWORD, not
// on the command line where `ps` would show it.
import { spawn } from "node:child_process";
import path from "node:path";
import { BackupError } from "./manifest";

export type PostgresTool = "pg_dump" | "pg_restore";

export async function runPostgresTool(
  tool: PostgresTool,
  databaseUrl: string,
  args: string[],
  binDir?: string,
): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  const command = binDir ? path.join(binDir, tool) : tool;
  const child = spawn(command, [...args, `--dbname=${url.toString()}`], {
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", resolve);
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") {
      throw new BackupError(
        `${tool} was not found ${binDir ? `in PG_BIN_DIR (${binDir})` : "on PATH"}. Install the PostgreSQL client tools, of the server's major version or newer (Debian/Ubuntu: apt-get install postgresql-client), or set PG_BIN_DIR to the folder that holds pg_dump and pg_restore.`,
      );
    }
    throw new BackupError(`${tool} could not start: ${error.message}`);
  });
  if (code !== 0) throw new BackupError(`${tool} failed (exit ${code ?? "signal"}): ${stderr.trim() || "no message"}`);
}
