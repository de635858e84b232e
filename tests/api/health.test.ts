// GET /api/v1/health against a real (embedded) database, and against one that does not answer.
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/v1/health/route";
import { drizzle } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import { openDatabase, setProcessDatabase, type Database } from "@/server/db/client";
import { withFreshDatabase } from "../support/database";

const request = () => new Request("http://localhost/api/v1/health");

describe("health", () => {
  withFreshDatabase();

  it("answers 200 {status: ok} while the database answers", async () => {
    const response = await GET(request(), undefined);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
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

  it("refuses to open an unreachable PostgreSQL server instead of hanging", async () => {
    await expect(openDatabase({ url: "postgres://nobody:x@127.0.0.1:9/none", connectTimeoutMs: 500 })).rejects.toThrow();
  });
});
