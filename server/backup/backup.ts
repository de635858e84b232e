import "server-only";
// `npm run backup -- FILE`: one .tar.gz with the database, the uploads and the outboxes of DATA_DIR,
// and a manifest last (so a cut-short archive has none and is refused). PGlite belongs to one
// process, so its backup refuses while the site holds DATA_DIR and holds the folder itself
// meanwhile; PostgreSQL's pg_dump reads one consistent snapshot while the site runs. The database
// is copied before the uploads: a file is stored before its row and never removed after it, so
// every file the copied rows name is in the archive. Uploads kept in the database (UPLOAD_STORAGE)
// are rows of stored_files, inside the dump already.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { acquireDataDirLock, dataDirHolder } from "@/server/db/data-dir-lock";
import { appliedMigrations, hasPgliteDatabase, openPglite, storedFileCount, withPostgres } from "./database";
import { carriedFiles, PGLITE } from "./data-dir";
import {
  appMigrationCount,
  BackupError,
  databaseEntry,
  describeFile,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_NAME,
  type DatabaseKind,
  type Manifest,
  type ManifestFile,
} from "./manifest";
import { runPostgresTool } from "./postgres-tools";
import { writeArchive } from "./tar";

export type BackupOptions = {
  /** The archive to write; refused when it exists. */
  file: string;
  dataDir: string;
  /** PostgreSQL instead of DATA_DIR's PGlite. */
  databaseUrl?: string;
  pgBinDir?: string;
};

export type BackupSummary = { file: string; kind: DatabaseKind; uploads: number; bytes: number };

type Dump = { dump: Uint8Array; migrations: number; storedFiles: number };

async function dumpPglite(dataDir: string): Promise<Dump> {
  const holder = dataDirHolder(dataDir);
  if (holder !== undefined && holder !== process.pid) {
    throw new BackupError(
      `The site (pid ${holder}) holds ${dataDir}. PGlite belongs to one process: stop the site, run npm run backup again, then start it (with PostgreSQL the backup runs while the site does).`,
    );
  }
  const pgliteDir = path.join(dataDir, PGLITE);
  if (!hasPgliteDatabase(pgliteDir))
    throw new BackupError(`There is no PGlite database in ${pgliteDir}: nothing to back up (is DATA_DIR right?).`);
  const release = acquireDataDirLock(dataDir);
  try {
    const client = await openPglite(pgliteDir);
    try {
      const migrations = await appliedMigrations((text) => client.query(text));
      const storedFiles = await storedFileCount((text) => client.query(text));
      // Write every change into the data files, so the dump needs no WAL replay to be whole.
      await client.exec("CHECKPOINT");
      const dump = new Uint8Array(await (await client.dumpDataDir("none")).arrayBuffer());
      return { dump, migrations, storedFiles };
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

async function dumpPostgres(databaseUrl: string, pgBinDir: string | undefined): Promise<Dump> {
  const { migrations, storedFiles } = await withPostgres(databaseUrl, async (query) => ({
    migrations: await appliedMigrations(query),
    storedFiles: await storedFileCount(query),
  }));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "avinox-backup-"));
  try {
    const file = path.join(dir, "postgres.dump");
    await runPostgresTool("pg_dump", databaseUrl, ["--format=custom", `--file=${file}`], pgBinDir);
    return { dump: fs.readFileSync(file), migrations, storedFiles };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function createBackup(options: BackupOptions): Promise<BackupSummary> {
  const file = path.resolve(options.file);
  const dataDir = path.resolve(options.dataDir);
  if (fs.existsSync(file)) throw new BackupError(`${file} already exists; name a new file.`);
  if (!fs.existsSync(path.dirname(file))) throw new BackupError(`The folder ${path.dirname(file)} does not exist.`);
  const kind: DatabaseKind = options.databaseUrl ? "postgres" : "pglite";
  const { dump, migrations, storedFiles } = options.databaseUrl
    ? await dumpPostgres(options.databaseUrl, options.pgBinDir)
    : await dumpPglite(dataDir);

  const archive = writeArchive(file);
  const files: ManifestFile[] = [];
  let uploads = storedFiles;
  try {
    await archive.add(databaseEntry[kind], dump);
    files.push(describeFile(databaseEntry[kind], dump));
    for (const carried of carriedFiles(dataDir)) {
      const data = fs.readFileSync(carried.file);
      await archive.add(carried.name, data);
      files.push(describeFile(carried.name, data));
      if (carried.name.startsWith("uploads/")) uploads += 1;
    }
    const manifest: Manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      created_at: new Date().toISOString(),
      database: { kind, migrations },
      app_migrations: appMigrationCount(),
      files,
    };
    await archive.add(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest, null, 2)));
    await archive.close();
  } catch (error) {
    await archive.close().catch(() => {});
    fs.rmSync(file, { force: true });
    throw error;
  }
  return { file, kind, uploads, bytes: fs.statSync(file).size };
}
