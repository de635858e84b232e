// A fresh, migrated database per test file, installed as the process's database: in-memory PGlite
// by default, or a new database on the PostgreSQL server of TEST_DATABASE_URL (CI runs both).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { openDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";

/** A new, empty database on the server of adminUrl, and how to drop it. */
export async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `avinox_test_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export function withFreshDatabase(): { handle: () => DatabaseHandle } {
  let handle: DatabaseHandle | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      const created = await createPostgresDatabase(adminUrl);
      drop = created.drop;
      handle = await openDatabase({ url: created.url });
    } else {
      // Starts from the migrated template of tests/support/pglite-template.ts when there is one.
      const template = inject("pgliteTemplate");
      handle = await openDatabase({ dataDir: "memory", loadDataDir: template ? new Blob([fs.readFileSync(template)]) : undefined });
    }
    setProcessDatabase(handle);
  });
  afterAll(async () => {
    setProcessDatabase(undefined);
    await handle?.close().catch(() => {});
    await drop?.();
  });
  return {
    handle: () => {
      if (!handle) throw new Error("database not open yet");
      return handle;
    },
  };
}

/** The named columns of the request stored under a tracking code (what a test checks was kept). */
export async function storedRequest<Row>(db: ReturnType<ReturnType<typeof withFreshDatabase>["handle"]>["db"], trackingCode: string, columns: string[]): Promise<Row> {
  const result = (await db.execute(sql`select ${sql.raw(columns.join(", "))} from requests where tracking_code = ${trackingCode}`)) as unknown as { rows: Row[] };
  return result.rows[0]!;
}
