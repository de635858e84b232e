// `npm run uploads:import [-- --remove]`: copies DATA_DIR/uploads into DATABASE_URL's database, where
// every instance of a scaled-out site reads them (docs/deploy.md, "Two or more instances"); with
// --remove, each disk file is deleted once its bytes are in the table. May run while the site runs.
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "@/server/db/client";
import { serverEnv } from "@/server/env";
import { importDiskUploads } from "@/server/storage/import-disk";

async function main() {
  const { values } = parseArgs({ options: { remove: { type: "boolean", default: false } } });
  const env = serverEnv();
  if (!env.DATABASE_URL) {
    console.error(
      "uploads:import copies DATA_DIR/uploads into a PostgreSQL database: set DATABASE_URL (with PGlite the uploads stay on disk).",
    );
    process.exit(2);
  }
  const uploadsDir = path.resolve(env.DATA_DIR, "uploads");
  const handle = await openDatabase({ url: env.DATABASE_URL });
  try {
    const summary = await importDiskUploads(handle.db, uploadsDir, { remove: values.remove });
    console.log(
      `Imported ${summary.imported} uploaded files (${summary.bytes} bytes) from ${uploadsDir}; ${summary.alreadyThere} were already in the database` +
        (values.remove ? `; removed ${summary.removed} from disk.` : "."),
    );
    if (summary.differing.length > 0) {
      console.error(
        `Left on disk, the database holds other bytes under the same name: ${summary.differing.join(", ")}`,
      );
      process.exitCode = 1;
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Import failed: ${error.message}` : error);
  process.exit(1);
});
