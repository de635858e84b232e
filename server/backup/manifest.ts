import "server-only";
// What a backup archive says about itself (its last entry, manifest.json): checked before a restore
// touches anything, so a wrong, damaged or newer backup is refused up front.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { migrationsFolder } from "@/server/db/client";

export const MANIFEST_NAME = "manifest.json";
export const FORMAT = "avinox-backup";
export const FORMAT_VERSION = 1;

export type DatabaseKind = "pglite" | "postgres";

/** The database's entry: PGlite's data dir dump (a tar) or pg_dump's custom format. */
export const databaseEntry: Record<DatabaseKind, string> = {
  pglite: "database/pglite.tar",
  postgres: "database/postgres.dump",
};

export type ManifestFile = { name: string; size: number; sha256: string };

export type Manifest = {
  format: typeof FORMAT;
  version: typeof FORMAT_VERSION;
  created_at: string;
  database: { kind: DatabaseKind; migrations: number };
  /** Migrations the code that took the backup ships (the database's may be fewer: applied at start). */
  app_migrations: number;
  /** Every other entry, the database's included, with its size and SHA-256. */
  files: ManifestFile[];
};

export class BackupError extends Error {}

export const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

export function describeFile(name: string, data: Uint8Array): ManifestFile {
  return { name, size: data.byteLength, sha256: sha256(data) };
}

/** Migrations this code ships (drizzle's journal). */
export function appMigrationCount(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/**
 * The staged archive's manifest, checked against the staged files (the same set, sizes and
 * hashes) and against this code (format, migrations).
 */
export function verifyManifest(stagedDir: string, stagedNames: string[]): Manifest {
  const file = path.join(stagedDir, MANIFEST_NAME);
  if (!fs.existsSync(file))
    throw new BackupError("The backup has no manifest.json: it is not a backup of this site or it is cut short.");
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Manifest;
  } catch {
    throw new BackupError("The backup's manifest.json is not valid JSON.");
  }
  if (manifest.format !== FORMAT) throw new BackupError(`The backup's manifest is not an ${FORMAT} manifest.`);
  if (manifest.version !== FORMAT_VERSION)
    throw new BackupError(
      `The backup is format version ${String(manifest.version)}; this code reads version ${FORMAT_VERSION}.`,
    );
  const kind = manifest.database?.kind;
  if (kind !== "pglite" && kind !== "postgres")
    throw new BackupError("The backup's manifest names no database kind (pglite or postgres).");
  const known = appMigrationCount();
  if (!Number.isInteger(manifest.database.migrations) || manifest.database.migrations > known) {
    throw new BackupError(
      `The backup's database has ${manifest.database.migrations} migrations applied; this code knows ${known}. Restore it with the version of the site that took it, or a newer one.`,
    );
  }
  const listed = new Map((manifest.files ?? []).map((entry) => [entry.name, entry]));
  if (!listed.has(databaseEntry[kind]))
    throw new BackupError(`The backup's manifest does not list its database (${databaseEntry[kind]}).`);
  const unlisted = stagedNames.filter((name) => name !== MANIFEST_NAME && !listed.has(name));
  if (unlisted.length > 0)
    throw new BackupError(`The backup holds files its manifest does not list: ${unlisted.join(", ")}.`);
  for (const entry of listed.values()) {
    if (!stagedNames.includes(entry.name))
      throw new BackupError(`The backup misses ${entry.name}, which its manifest lists.`);
    const data = fs.readFileSync(path.join(stagedDir, entry.name));
    if (data.byteLength !== entry.size || sha256(data) !== entry.sha256)
      throw new BackupError(`${entry.name} in the backup is damaged (its size or SHA-256 differs from the manifest).`);
  }
  return manifest;
}
