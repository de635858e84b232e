import "server-only";
// One database per process: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// Opened lazily (build workers import route modules and must not open it) and kept on globalThis,
// so dev reloads reuse the same instance (DESIGN "Data").
import path from "node:path";
import { sql } from "drizzle-orm";
import { serverEnv } from "@/server/env";
import { log } from "@/server/log";
import * as schema from "./schema";
import { acquireDataDirLock } from "./data-dir-lock";
import { guardedPGlite } from "./pglite-guard";
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
  /** Connection timeout for PostgreSQL, so a dead server fails fast (default: timeoutMs, else 5 s). */
  connectTimeoutMs?: number;
  /** The serving deadline of one statement and of the wait for a connection (DATABASE_TIMEOUT_MS). */
  timeoutMs?: number;
  /** A PGlite data dir dump to start the in-memory database from (tests: faster than initdb). */
  loadDataDir?: Blob;
  /** PGlite failed a write and refuses every call from now on (server/db/pglite-guard.ts). */
  onBroken?: (error: unknown) => void;
  /** First-start work (seeding an empty database) run right after the migrations, under the same lock. */
  afterMigrations?: (db: Database) => Promise<void>;
};

/**
 * The pg_advisory_lock key every instance takes to migrate (and seed) a PostgreSQL database, so
 * instances starting together apply each migration once instead of racing on the same DDL.
 */
export const MIGRATION_LOCK_KEY = 7_460_315_001;

export const migrationsFolder = path.join(process.cwd(), "server/db/migrations");

/** Opens a database and applies the committed migrations. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const { Client, Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const connectionTimeoutMillis = options.connectTimeoutMs ?? options.timeoutMs ?? 5000;
    // Migrations may take long; they run on their own connection, without the serving deadline,
    // holding the advisory lock: another instance waits here, then finds them applied. The lock
    // belongs to the session, so it goes with the connection if this process dies meanwhile.
    const migrations = new Client({ connectionString: options.url, connectionTimeoutMillis });
    migrations.on("error", () => {});
    try {
      await migrations.connect();
      await migrations.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      const db = drizzle(migrations, { schema });
      await migrate(db, { migrationsFolder });
      await options.afterMigrations?.(db as unknown as Database);
      await migrations.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    } finally {
      await migrations.end().catch(() => {});
    }
    const deadline = options.timeoutMs;
    const pool = new Pool({
      connectionString: options.url,
      connectionTimeoutMillis,
      max: 10,
      keepAlive: true,
      // The server cancels a statement past the deadline, and the client stops waiting for one
      // whose server does not answer at all (stopped, unreachable); either is a 503 (issue 15).
      ...(deadline ? { statement_timeout: deadline, query_timeout: deadline } : {}),
    });
    // An idle client losing its server must not crash the process; the next query reports it, and
    // the pool drops every client whose query failed, so a restarted server is used again.
    pool.on("error", () => {});
    const db = drizzle(pool, { schema });
    return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
  }

  const { PGlite: Base } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const PGlite = guardedPGlite(Base, options.onBroken ?? (() => {}));
  const client =
    options.dataDir === "memory" || !options.dataDir
      ? new PGlite({ loadDataDir: options.loadDataDir })
      : new PGlite(options.dataDir);
  await client.waitReady;
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  await options.afterMigrations?.(db as unknown as Database).catch(async (error: unknown) => {
    await client.close().catch(() => {});
    throw error;
  });
  return { db: db as unknown as Database, kind: "pglite", close: () => client.close() };
}

type Holder = {
  handle?: Promise<DatabaseHandle>;
  /** Given by the start-up path (server/startup.ts): this module opens the database and never imports the seed. */
  firstStartWork?: (db: Database) => Promise<void>;
};
const holder = ((globalThis as { __avinoxDatabase?: Holder }).__avinoxDatabase ??= {});

/**
 * The work the process's database does right after its migrations, under the same lock (the start-up
 * path gives it the seeding of an empty database when SEED_ON_START says so); undefined for none.
 */
export function setFirstStartWork(work: ((db: Database) => Promise<void>) | undefined): void {
  holder.firstStartWork = work;
}

/** The process's database, opened (and migrated, and given its first-start work) on first use. */
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
  // Under the migration lock, so two instances starting on one empty database seed it once; a
  // failed first-start work leaves no open pool behind: the next request opens again.
  const afterMigrations = holder.firstStartWork;
  if (env.DATABASE_URL)
    return openDatabase({ url: env.DATABASE_URL, timeoutMs: env.DATABASE_TIMEOUT_MS, afterMigrations });
  const dir = path.resolve(env.DATA_DIR, "pglite");
  acquireDataDirLock(env.DATA_DIR);
  return openDatabase({ dataDir: dir, onBroken: (error) => exitForRestart(dir, error), afterMigrations });
}

/** The exit code of a process whose embedded database broke: "temporary failure, start me again". */
export const DATABASE_BROKEN_EXIT_CODE = 75;

/**
 * PGlite broke (a file it could not read or write: read-only, failing or full disk): this process
 * cannot use it again (server/db/pglite-guard.ts), so it ends the way SIGTERM does (server.mjs:
 * in-flight requests finish, all of them 503 now) with an exit code a supervisor restarts on
 * (systemd Restart=on-failure, Docker restart policies).
 */
function exitForRestart(dir: string, error: unknown): void {
  const reason = (error as { message?: unknown } | undefined)?.message;
  log.fatal(
    `The embedded database (PGlite in ${dir}) cannot use its files${typeof reason === "string" ? ` (${reason.slice(0, 200)})` : ""} and cannot be used again in this process. ` +
      `Exiting with code ${DATABASE_BROKEN_EXIT_CODE} so a supervisor restarts the site; make sure DATA_DIR is writable and the disk has room.`,
  );
  process.exitCode = DATABASE_BROKEN_EXIT_CODE;
  process.kill(process.pid, "SIGTERM");
}

/** True when the database answers a trivial query within the timeout. */
export async function databaseAnswers(timeoutMs = 1500): Promise<boolean> {
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
