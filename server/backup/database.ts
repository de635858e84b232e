import "server-only";
// The database a backup reads or a restore writes, opened without migrating it (a backup must not
// change what it copies; the site applies newer migrations when it starts on the restored data).
import fs from "node:fs";
import path from "node:path";
import { BackupError } from "./manifest";

type Query = (text: string) => Promise<{ rows: unknown[] }>;

/** Migrations recorded by drizzle in the database. */
export async function appliedMigrations(query: Query): Promise<number> {
  try {
    const { rows } = await query("select count(*)::int as n from drizzle.__drizzle_migrations");
    return (rows[0] as { n: number }).n;
  } catch {
    throw new BackupError(
      "The database has no migrations table (drizzle.__drizzle_migrations): it is not this site's database.",
    );
  }
}

export const hasPgliteDatabase = (pgliteDir: string) => fs.existsSync(path.join(pgliteDir, "PG_VERSION"));

export async function openPglite(pgliteDir: string, loadDataDir?: Blob) {
  const { PGlite } = await import("@electric-sql/pglite");
  const client = new PGlite(pgliteDir, loadDataDir ? { loadDataDir } : {});
  await client.waitReady;
  return client;
}

export async function withPostgres<T>(databaseUrl: string, run: (query: Query) => Promise<T>): Promise<T> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to DATABASE_URL's PostgreSQL: ${(error as Error).message}`);
  }
  try {
    return await run((text) => client.query(text));
  } finally {
    await client.end();
  }
}

/** Tables, views and sequences outside PostgreSQL's own schemas: none in an empty database. */
export async function postgresObjectCount(query: Query): Promise<number> {
  const { rows } = await query(
    "select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind in ('r', 'p', 'v', 'm', 'S') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%'",
  );
  return (rows[0] as { n: number }).n;
}

/** Uploaded files kept in the database (server/storage, UPLOAD_STORAGE=database): the dump carries them. */
export async function storedFileCount(query: Query): Promise<number> {
  const { rows } = await query(
    "select case when to_regclass('public.stored_files') is null then 0 else (select count(*)::int from stored_files) end as n",
  );
  return (rows[0] as { n: number }).n;
}
