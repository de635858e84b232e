// `npm run restore -- FILE.tar.gz [--force]`: a backup of `npm run backup` into an empty DATA_DIR
// (PGlite), or into an empty PostgreSQL database (DATABASE_URL, through pg_restore) with the
// uploads in DATA_DIR. The site must be stopped. See server/backup/restore.ts.
import { parseArgs } from "node:util";
import { serverEnv } from "@/server/env";
import { restoreBackup } from "@/server/backup/restore";

const USAGE = "usage: npm run restore -- FILE.tar.gz [--force]";

async function main() {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { force: { type: "boolean", default: false } } });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  if (parsed.positionals.length !== 1) {
    console.error(USAGE);
    process.exit(2);
  }
  const env = serverEnv();
  const summary = await restoreBackup({
    file: parsed.positionals[0]!,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    force: parsed.values.force,
    pgBinDir: env.PG_BIN_DIR,
  });
  console.log(
    `Restored the ${summary.kind === "postgres" ? "PostgreSQL" : "PGlite"} backup of ${summary.createdAt} and ${summary.uploads} uploaded files into ${summary.kind === "postgres" ? "DATABASE_URL and " : ""}${env.DATA_DIR}. Start the site: it applies any newer migrations.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Restore failed: ${error.message}` : error);
  process.exit(1);
});
