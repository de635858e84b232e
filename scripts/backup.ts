// `npm run backup -- FILE.tar.gz`: the database (DATA_DIR's PGlite, or DATABASE_URL's PostgreSQL
// through pg_dump), DATA_DIR's uploads and outboxes, and a manifest, in one archive. With PGlite stop
// the site first; with PostgreSQL it may run. See server/backup/backup.ts.
import { parseArgs } from "node:util";
import { serverEnv } from "@/server/env";
import { createBackup } from "@/server/backup/backup";

const USAGE = "usage: npm run backup -- FILE.tar.gz";

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1) {
    console.error(USAGE);
    process.exit(2);
  }
  const env = serverEnv();
  const summary = await createBackup({
    file: positionals[0]!,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    pgBinDir: env.PG_BIN_DIR,
  });
  console.log(
    `Backed up the ${summary.kind === "postgres" ? "PostgreSQL" : "PGlite"} database and ${summary.uploads} uploaded files to ${summary.file} (${summary.bytes} bytes).`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Backup failed: ${error.message}` : error);
  process.exit(1);
});
