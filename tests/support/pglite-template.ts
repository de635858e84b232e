// Vitest global setup: one migrated PGlite database, dumped once to a file, that each test file's
// fresh in-memory database starts from. Creating a PGlite cluster (initdb in WebAssembly) costs
// about 4 s; loading a dump about 1 s, and the test files open some seventy databases.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump (tar) of a freshly migrated PGlite data dir; empty when tests run on PostgreSQL. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgliteTemplate", "");
    return () => {};
  }
  const client = new PGlite();
  await client.waitReady;
  await migrate(drizzle(client), { migrationsFolder: path.join(process.cwd(), "server/db/migrations") });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "avinox-pglite-template-"));
  const file = path.join(dir, "migrated.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
