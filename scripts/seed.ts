// `npm run db:seed`: (re)writes the demo content into DATA_DIR's PGlite or DATABASE_URL's PostgreSQL.
import path from "node:path";
import { serverEnv } from "@/server/env";
import { openDatabase } from "@/server/db/client";
import { acquireDataDirLock, dataDirHolder } from "@/server/db/data-dir-lock";
import { seedDatabase } from "@/server/seed";

async function main() {
  const env = serverEnv();
  if (!env.DATABASE_URL) {
    const holder = dataDirHolder(env.DATA_DIR);
    if (holder !== undefined) {
      console.error(
        `The site (pid ${holder}) holds ${path.resolve(env.DATA_DIR)}. Stop it first, then run npm run db:seed again.`,
      );
      process.exit(1);
    }
    acquireDataDirLock(env.DATA_DIR);
  }
  const handle = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.resolve(env.DATA_DIR, "pglite") },
  );
  await seedDatabase(handle.db);
  await handle.close();
  console.log(`Seeded ${handle.kind === "postgres" ? "PostgreSQL" : path.resolve(env.DATA_DIR)}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
