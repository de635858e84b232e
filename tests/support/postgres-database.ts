// A throwaway database on a PostgreSQL server, for the API tests (tests/support/database.ts) and
// the specs that start their own production server (e2e/production-server.ts).
import { randomBytes } from "node:crypto";
import { Client } from "pg";

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
