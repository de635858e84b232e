// A fresh, migrated database per test file, installed as the process's database: in-memory PGlite
// by default, or a new database on the PostgreSQL server of TEST_DATABASE_URL (CI runs both).
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, inject } from "vitest";
import { openDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import { createPostgresDatabase } from "./postgres-database";

export { createPostgresDatabase };

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
      handle = await openDatabase({
        dataDir: "memory",
        loadDataDir: template ? new Blob([fs.readFileSync(template)]) : undefined,
      });
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

/** A stored request's columns as the request tests read them back (each names the ones it checks). */
export type StoredRequest = {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  subject_id: number | null;
  subject_title: string | null;
  user_id: number | null;
  mobile: string;
  full_name: string;
};

/** The named columns of the request stored under a tracking code (what a test checks was kept). */
export async function storedRequest<Row = StoredRequest>(
  db: ReturnType<ReturnType<typeof withFreshDatabase>["handle"]>["db"],
  trackingCode: string,
  columns: string[],
): Promise<Row> {
  const result = (await db.execute(
    sql`select ${sql.raw(columns.join(", "))} from requests where tracking_code = ${trackingCode}`,
  )) as unknown as { rows: Row[] };
  return result.rows[0]!;
}
