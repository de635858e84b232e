// GET /api/v1/health against a real (embedded) database, and against one that does not answer;
// and an API read whose database is unreachable answers the same 503 envelope, not a 500
// (e2e/database-failure.spec.ts stops a real PostgreSQL under a running site).
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/v1/health/route";
import { GET as eventList } from "@/app/api/v1/event/index/route";
import { drizzle } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import { openDatabase, setProcessDatabase, type Database } from "@/server/db/client";
import { withFreshDatabase } from "../support/database";

/** A pool towards a port nothing listens on, installed as the process's database. */
async function openUnreachablePostgres() {
  const pool = new Pool({ connectionString: "postgres://nobody:x@127.0.0.1:9/none", connectionTimeoutMillis: 300 });
  pool.on("error", () => {});
  setProcessDatabase({ db: drizzle(pool) as unknown as Database, kind: "postgres", close: () => pool.end() });
  return { close: () => pool.end() };
}

const request = () => new Request("http://localhost/api/v1/health");

describe("health", () => {
  withFreshDatabase();

  it("answers 200 {status: ok} while the database answers", async () => {
    const response = await GET(request(), undefined);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", checks: { database: "ok" } });
  });

  it("answers 503 with the Persian envelope when the database is down", async () => {
    const pglite = await openDatabase({ dataDir: "memory" });
    await pglite.close();
    setProcessDatabase(pglite);
    const response = await GET(request(), undefined);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      name: "Service Unavailable",
      message: "در حال حاضر سایت در دسترس نیست",
      code: 0,
      status: 503,
      checks: { database: "down" },
    });
  });

  it("answers 503 when the PostgreSQL server cannot be reached", async () => {
    const pool = new Pool({ connectionString: "postgres://nobody:x@127.0.0.1:9/none", connectionTimeoutMillis: 300 });
    pool.on("error", () => {});
    setProcessDatabase({ db: drizzle(pool) as unknown as Database, kind: "postgres", close: () => pool.end() });
    const response = await GET(request(), undefined);
    expect(response.status).toBe(503);
    await pool.end();
  });

  it("a public read answers 503 with the Persian envelope, within the deadline, when the PostgreSQL server cannot be reached", async () => {
    const unreachable = await openUnreachablePostgres();
    try {
      const started = Date.now();
      const response = await eventList(new Request("http://localhost/api/v1/event/index"), undefined);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        name: "Service Unavailable",
        message: "در حال حاضر سایت در دسترس نیست",
        code: 0,
        status: 503,
      });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await unreachable.close();
    }
  });

  it("refuses to open an unreachable PostgreSQL server instead of hanging", async () => {
    await expect(
      openDatabase({ url: "postgres://nobody:x@127.0.0.1:9/none", connectTimeoutMs: 500 }),
    ).rejects.toThrow();
  });
});
