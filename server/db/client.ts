import "server-only";
// One database per process: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// Opened lazily (build workers import route modules and must not open it) and kept on globalThis,
// so dev reloads reuse the same instance (DESIGN "Data").
import path from "node:path";
import { sql } from "drizzle-orm";
import { serverEnv } from "@/server/env";
import * as schema from "./schema";
import { acquireDataDirLock } from "./data-dir-lock";
import type { Database } from "./types";

export type { Database } from "./types";

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
};

export type OpenOptions = {
  /** postgres://… for a server; otherwise PGlite. */
  url?: string;
  /** PGlite folder; "memory" for an in-memory database (tests). */
  dataDir?: string;
  /** Connection timeout for PostgreSQL, so a dead server fails fast. */
  connectTimeoutMs?: number;
  /** A PGlite data dir dump to start the in-memory database from (tests: faster than initdb). */
  loadDataDir?: Blob;
};

export const migrationsFolder = path.join(process.cwd(), "server/db/migrations");

/** Opens a database and applies the committed migrations. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new Pool({
      connectionString: options.url,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
      max: 10,
    });
    // An idle client losing its server must not crash the process; the next query reports it.
    pool.on("error", () => {});
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
  }

  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = options.dataDir === "memory" || !options.dataDir ? new PGlite({ loadDataDir: options.loadDataDir }) : new PGlite(options.dataDir);
  await client.waitReady;
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: "pglite", close: () => client.close() };
}

type Holder = { handle?: Promise<DatabaseHandle> };
const holder = ((globalThis as { __avinoxDatabase?: Holder }).__avinoxDatabase ??= {});

/** The process's database, opened (and migrated, and seeded when empty) on first use. */
export function getDatabase(): Promise<DatabaseHandle> {
  holder.handle ??= openProcessDatabase().catch((error: unknown) => {
    // Let the next call try again (a PostgreSQL server may come back).
    holder.handle = undefined;
    throw error;
  });
  return holder.handle;
}

export async function getDb(): Promise<Database> {
  return (await getDatabase()).db;
}

/** Tests swap in their own database; pass undefined to forget it. */
export function setProcessDatabase(handle: DatabaseHandle | undefined): void {
  holder.handle = handle ? Promise.resolve(handle) : undefined;
}

async function openProcessDatabase(): Promise<DatabaseHandle> {
  const env = serverEnv();
  let handle: DatabaseHandle;
  if (env.DATABASE_URL) {
    handle = await openDatabase({ url: env.DATABASE_URL });
  } else {
    const dir = path.resolve(env.DATA_DIR, "pglite");
    acquireDataDirLock(env.DATA_DIR);
    handle = await openDatabase({ dataDir: dir });
  }
  if (env.SEED_ON_START) {
    const { seedIfEmpty } = await import("@/server/seed");
    await seedIfEmpty(handle.db);
  }
  return handle;
}

/** True when the database answers a trivial query within the timeout. */
export async function databaseAnswers(timeoutMs = 3000): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = (async () => {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return true as const;
  })().catch(() => false as const);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
