import "server-only";
// What of DATA_DIR a backup carries besides the database: uploaded files (DATA_DIR/uploads, see
// server/storage) and the development outboxes (sms-outbox.jsonl, mail-outbox.jsonl).
import fs from "node:fs";
import path from "node:path";
import { lockPath } from "@/server/db/data-dir-lock";

export const UPLOADS = "uploads";
export const PGLITE = "pglite";
const OUTBOX = /^[\w-]+-outbox\.jsonl$/;
const STORED_NAME = /^[\w.-]+$/;

/** Archive entry name → file on disk, for the uploads and outboxes in dataDir. */
export function carriedFiles(dataDir: string): Array<{ name: string; file: string }> {
  const list = (dir: string) =>
    fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile()) : [];
  return [
    ...list(path.join(dataDir, UPLOADS))
      .filter((entry) => STORED_NAME.test(entry.name))
      .map((entry) => ({ name: `${UPLOADS}/${entry.name}`, file: path.join(dataDir, UPLOADS, entry.name) })),
    ...list(dataDir)
      .filter((entry) => OUTBOX.test(entry.name))
      .map((entry) => ({ name: `outboxes/${entry.name}`, file: path.join(dataDir, entry.name) })),
  ];
}

/** Where an archive entry of uploads or outboxes goes in dataDir; undefined for any other name. */
export function carriedTarget(dataDir: string, name: string): string | undefined {
  const [folder, file, ...rest] = name.split("/");
  if (rest.length > 0 || !file) return undefined;
  if (folder === UPLOADS && STORED_NAME.test(file)) return path.join(dataDir, UPLOADS, file);
  if (folder === "outboxes" && OUTBOX.test(file)) return path.join(dataDir, file);
  return undefined;
}

/** What dataDir holds that a restore would replace or mix with (a stale server.pid aside). */
export function dataDirContents(dataDir: string): string[] {
  if (!fs.existsSync(dataDir)) return [];
  return fs.readdirSync(dataDir).filter((name) => path.join(dataDir, name) !== lockPath(dataDir));
}

/** Removes what a restore writes (the database folder, uploads, outboxes): --force only. */
export function clearRestoredParts(dataDir: string): void {
  fs.rmSync(path.join(dataDir, PGLITE), { recursive: true, force: true });
  fs.rmSync(path.join(dataDir, UPLOADS), { recursive: true, force: true });
  for (const name of dataDirContents(dataDir))
    if (OUTBOX.test(name)) fs.rmSync(path.join(dataDir, name), { force: true });
}
