import "server-only";
// Uploaded files live outside public/, under generated names, behind one interface (DESIGN
// "Data"): the disk in DATA_DIR/uploads, or the database's stored_files table, which every
// instance of a scaled-out site reads (UPLOAD_STORAGE; the database by default with DATABASE_URL).
import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { storedFiles } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { serverEnv } from "@/server/env";

export interface FileStorage {
  /** Refuses a name already stored (names are generated, so a clash is a bug, never an overwrite). */
  put(name: string, bytes: Uint8Array): Promise<void>;
  get(name: string): Promise<Uint8Array | undefined>;
  delete(name: string): Promise<void>;
}

const STORED_NAME = /^[\w.-]+$/;

function checkedName(name: string): string {
  if (!STORED_NAME.test(name)) throw new Error("invalid stored file name");
  return name;
}

export function diskStorage(root: string): FileStorage {
  const file = (name: string) => path.join(root, checkedName(name));
  return {
    async put(name, bytes) {
      await fs.mkdir(root, { recursive: true });
      await fs.writeFile(file(name), bytes, { flag: "wx" });
    },
    async get(name) {
      try {
        return new Uint8Array(await fs.readFile(file(name)));
      } catch {
        return undefined;
      }
    },
    async delete(name) {
      await fs.rm(file(name), { force: true });
    },
  };
}

/**
 * Files as rows of stored_files (bytea). Chosen over large objects: uploads are a few MB at most
 * (each form's FileRule.maxBytes), a row is written and deleted in one statement, pg_dump and pg_restore carry it
 * like any table, and nothing is left behind to lo_unlink. `olderFiles` is read (and deleted from)
 * when a name is not in the table: files a site stored on disk before it moved to the database,
 * or that a restore of such a backup wrote there.
 */
export function databaseStorage(database: Database | (() => Promise<Database>), olderFiles?: FileStorage): FileStorage {
  const open = async () => (typeof database === "function" ? database() : database);
  return {
    async put(name, bytes) {
      const db = await open();
      const stored = await db
        .insert(storedFiles)
        .values({ name: checkedName(name), bytes })
        .onConflictDoNothing()
        .returning({ name: storedFiles.name });
      if (stored.length === 0) throw new Error(`stored file ${name} already exists`);
    },
    async get(name) {
      const db = await open();
      const [row] = await db
        .select({ bytes: storedFiles.bytes })
        .from(storedFiles)
        .where(eq(storedFiles.name, checkedName(name)))
        .limit(1);
      return row ? row.bytes : olderFiles?.get(name);
    },
    async delete(name) {
      await (await open()).delete(storedFiles).where(eq(storedFiles.name, checkedName(name)));
      await olderFiles?.delete(name);
    },
  };
}

/** Where this process keeps uploads: UPLOAD_STORAGE (the database with DATABASE_URL, the disk without). */
export function configuredStorage(): FileStorage {
  const env = serverEnv();
  const disk = diskStorage(path.resolve(env.DATA_DIR, "uploads"));
  return env.UPLOAD_STORAGE === "database" ? databaseStorage(getDb, disk) : disk;
}

let storage: FileStorage | undefined;

export function fileStorage(): FileStorage {
  storage ??= configuredStorage();
  return storage;
}

export function setFileStorage(next: FileStorage | undefined): void {
  storage = next;
}
