import "server-only";
// `npm run restore -- FILE [--force]`: a backup of `npm run backup` into an empty DATA_DIR (PGlite)
// or an empty PostgreSQL database (DATABASE_URL) plus DATA_DIR's uploads. The archive is first
// unpacked into a temporary folder and checked against its manifest, so a damaged or foreign
// backup changes nothing; a non-empty target is refused unless --force, which replaces its
// database, uploads and outboxes. Uploads kept in the database (UPLOAD_STORAGE=database) come back
// with its dump; only those kept on disk are files in the archive.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { acquireDataDirLock, dataDirHolder } from "@/server/db/data-dir-lock";
import {
  appliedMigrations,
  hasPgliteDatabase,
  openPglite,
  postgresObjectCount,
  storedFileCount,
  withPostgres,
} from "./database";
import { carriedTarget, clearRestoredParts, dataDirContents, PGLITE, UPLOADS } from "./data-dir";
import {
  BackupError,
  databaseEntry,
  MANIFEST_NAME,
  verifyManifest,
  type DatabaseKind,
  type Manifest,
} from "./manifest";
import { runPostgresTool } from "./postgres-tools";
import { ArchiveError, readArchive } from "./tar";

export type RestoreOptions = {
  file: string;
  dataDir: string;
  /** Restore the database into this (empty) PostgreSQL database instead of DATA_DIR's PGlite. */
  databaseUrl?: string;
  /** Replace what the target holds instead of refusing it. */
  force?: boolean;
  pgBinDir?: string;
};

export type RestoreSummary = { kind: DatabaseKind; createdAt: string; uploads: number };

async function checkTarget(options: RestoreOptions, dataDir: string): Promise<void> {
  const holder = dataDirHolder(dataDir);
  if (holder !== undefined && holder !== process.pid)
    throw new BackupError(`The site (pid ${holder}) holds ${dataDir}. Stop it before restoring into it.`);
  const contents = dataDirContents(dataDir);
  if (contents.length > 0 && !options.force) {
    throw new BackupError(
      `${dataDir} is not empty (${contents.join(", ")}). Restore into an empty DATA_DIR, or pass --force to replace its database, uploads and outboxes.`,
    );
  }
  if (options.databaseUrl) {
    const objects = await withPostgres(options.databaseUrl, postgresObjectCount);
    if (objects > 0 && !options.force) {
      throw new BackupError(
        `DATABASE_URL's database is not empty (${objects} tables, views or sequences). Restore into a new, empty database, or pass --force to drop and replace what the backup holds.`,
      );
    }
  }
}

/** Unpacks the archive into dir; the names it held. */
async function stage(file: string, dir: string): Promise<string[]> {
  const allowed = new Set([MANIFEST_NAME, ...Object.values(databaseEntry)]);
  const names: string[] = [];
  try {
    for await (const entry of readArchive(file)) {
      if (!allowed.has(entry.name) && !carriedTarget(dir, entry.name))
        throw new BackupError(`The backup holds an unexpected entry: ${entry.name}`);
      const target = path.join(dir, entry.name);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, entry.data);
      names.push(entry.name);
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw new BackupError(`${file}: ${error.message}`);
    throw error;
  }
  return names;
}

/** Each restores the database and answers how many uploaded files it holds (UPLOAD_STORAGE=database). */
async function restorePglite(dataDir: string, dump: Buffer, manifest: Manifest): Promise<number> {
  const pgliteDir = path.join(dataDir, PGLITE);
  if (hasPgliteDatabase(pgliteDir)) throw new BackupError(`${pgliteDir} already holds a database.`);
  fs.rmSync(pgliteDir, { recursive: true, force: true });
  const client = await openPglite(pgliteDir, new Blob([new Uint8Array(dump)]));
  try {
    await checkMigrations(await appliedMigrations((text) => client.query(text)), manifest);
    return await storedFileCount((text) => client.query(text));
  } finally {
    await client.close();
  }
}

async function restorePostgres(
  databaseUrl: string,
  dumpFile: string,
  manifest: Manifest,
  options: RestoreOptions,
): Promise<number> {
  const args = [
    "--exit-on-error",
    "--single-transaction",
    "--no-owner",
    "--no-privileges",
    ...(options.force ? ["--clean", "--if-exists"] : []),
    dumpFile,
  ];
  await runPostgresTool("pg_restore", databaseUrl, args, options.pgBinDir);
  return withPostgres(databaseUrl, async (query) => {
    await checkMigrations(await appliedMigrations(query), manifest);
    return storedFileCount(query);
  });
}

async function checkMigrations(restored: number, manifest: Manifest): Promise<void> {
  if (restored !== manifest.database.migrations) {
    throw new BackupError(
      `The restored database has ${restored} migrations applied; the manifest says ${manifest.database.migrations}.`,
    );
  }
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreSummary> {
  const file = path.resolve(options.file);
  const dataDir = path.resolve(options.dataDir);
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist.`);
  await checkTarget(options, dataDir);

  const staged = fs.mkdtempSync(path.join(os.tmpdir(), "avinox-restore-"));
  let release: (() => void) | undefined;
  let wrote = false;
  try {
    const names = await stage(file, staged);
    const manifest = verifyManifest(staged, names);
    const kind = manifest.database.kind;
    if (kind === "pglite" && options.databaseUrl)
      throw new BackupError("This backup holds a PGlite database: unset DATABASE_URL to restore it into DATA_DIR.");
    if (kind === "postgres" && !options.databaseUrl)
      throw new BackupError(
        "This backup holds a PostgreSQL dump: set DATABASE_URL to an empty PostgreSQL database to restore it.",
      );

    release = acquireDataDirLock(dataDir);
    if (options.force) clearRestoredParts(dataDir);
    wrote = true;
    let uploads =
      kind === "pglite"
        ? await restorePglite(dataDir, fs.readFileSync(path.join(staged, databaseEntry.pglite)), manifest)
        : await restorePostgres(options.databaseUrl!, path.join(staged, databaseEntry.postgres), manifest, options);
    for (const name of names) {
      const target = carriedTarget(dataDir, name);
      if (!target) continue;
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(path.join(staged, name), target, fs.constants.COPYFILE_EXCL);
      if (name.startsWith(`${UPLOADS}/`)) uploads += 1;
    }
    return { kind, createdAt: manifest.created_at, uploads };
  } catch (error) {
    // Leave DATA_DIR as empty as it was (a PostgreSQL restore is one transaction already).
    if (wrote) clearRestoredParts(dataDir);
    throw error;
  } finally {
    release?.();
    fs.rmSync(staged, { recursive: true, force: true });
  }
}
