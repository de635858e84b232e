import "server-only";
// Moving a site's uploads from DATA_DIR/uploads into the database (`npm run uploads:import`). A site
// that moves to PostgreSQL stores new uploads in the database (UPLOAD_STORAGE), but reads its older
// files from the disk of the one instance that has them; once imported, every instance serves them.
// Safe to run again and while the site runs: a name already in the table is compared, never overwritten.
import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { storedFiles } from "@/server/db/schema";
import type { Database } from "@/server/db/types";

/** The names the storage generates (server/storage/index.ts); anything else in the folder is not an upload. */
const STORED_NAME = /^[\w.-]+$/;

export type ImportSummary = {
  /** Files now in the table that were not before, and their bytes. */
  imported: number;
  bytes: number;
  /** Files the table already held with the same bytes (an earlier run). */
  alreadyThere: number;
  /** Names the table holds with other bytes: left as they are on both sides, for a person to look at. */
  differing: string[];
  /** Disk files removed after their bytes were safe in the table (`remove`). */
  removed: number;
};

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && Buffer.from(a).equals(Buffer.from(b));

export async function importDiskUploads(
  db: Database,
  uploadsDir: string,
  { remove = false }: { remove?: boolean } = {},
): Promise<ImportSummary> {
  const summary: ImportSummary = { imported: 0, bytes: 0, alreadyThere: 0, differing: [], removed: 0 };
  const entries = await fs.readdir(uploadsDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  for (const entry of entries
    .filter((e) => e.isFile() && STORED_NAME.test(e.name))
    .sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(uploadsDir, entry.name);
    const bytes = new Uint8Array(await fs.readFile(file));
    const inserted = await db
      .insert(storedFiles)
      .values({ name: entry.name, bytes })
      .onConflictDoNothing()
      .returning({ name: storedFiles.name });
    if (inserted.length > 0) {
      summary.imported += 1;
      summary.bytes += bytes.length;
    } else {
      const [stored] = await db
        .select({ bytes: storedFiles.bytes })
        .from(storedFiles)
        .where(eq(storedFiles.name, entry.name))
        .limit(1);
      if (!stored || !sameBytes(stored.bytes, bytes)) {
        summary.differing.push(entry.name);
        continue;
      }
      summary.alreadyThere += 1;
    }
    if (remove) {
      await fs.rm(file);
      summary.removed += 1;
    }
  }
  return summary;
}
