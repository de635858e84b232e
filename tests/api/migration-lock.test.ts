// Instances starting together on one fresh PostgreSQL database (issue 15): each opens it the way
// the server does (migrations, then seeding an empty database) on its own pool, at the same moment;
// both open, every migration is recorded once and one of them seeds while the other finds it seeded.
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/server/db/client";
import { seedIfEmpty } from "@/server/seed";
import { jobPositions } from "@/server/db/schema";
import journal from "@/server/db/migrations/meta/_journal.json";
import { createPostgresDatabase } from "../support/database";

describe.skipIf(!process.env.TEST_DATABASE_URL)("migrations and first-start seeding on PostgreSQL", () => {
  const handles: DatabaseHandle[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const handle of handles) await handle.close().catch(() => {});
    await drop?.();
  });

  it("run once when two instances start together on a fresh database", { timeout: 60_000 }, async () => {
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    drop = created.drop;
    const seeded: boolean[] = [];
    const start = () =>
      openDatabase({ url: created.url, afterMigrations: async (db) => void seeded.push(await seedIfEmpty(db)) });
    const opened = await Promise.allSettled([start(), start()]);
    for (const result of opened) if (result.status === "fulfilled") handles.push(result.value);
    expect(opened.map((result) => (result.status === "rejected" ? String(result.reason) : "opened"))).toEqual([
      "opened",
      "opened",
    ]);

    const db = handles[0]!.db;
    const applied = (await db.execute(
      sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(applied.rows).toHaveLength(journal.entries.length);
    expect(applied.rows.every((row) => row.n === 1)).toBe(true);
    // One of them seeded; the other found the database seeded.
    expect(seeded.sort()).toEqual([false, true]);
    const positions = (
      (await db.execute(sql`select count(*)::int as n from ${jobPositions}`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows[0]!.n;
    expect(positions).toBeGreaterThan(0);
  });
});
