// `npm run uploads:import` (server/storage/import-disk.ts): a site that moved to the database keeps
// its older uploads on one instance's disk until they are imported; then every instance reads them.
// Each upload goes in once, a second run finds them there, bytes the table holds differently under a
// name are never overwritten, and --remove deletes only disk files whose bytes are safe in the table.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { storedFiles } from "@/server/db/schema";
import { databaseStorage } from "@/server/storage";
import { importDiskUploads } from "@/server/storage/import-disk";
import { withFreshDatabase } from "../support/database";
import { makeTempDir } from "../support/temp-dir";

const bytesOf = (text: string) => new Uint8Array(Buffer.from(text));

describe("importing a site's disk uploads into the database", () => {
  const database = withFreshDatabase();
  const db = () => database.handle().db;

  it("copies each upload once, finds them there the second time, and leaves differing bytes and other files alone", async () => {
    const dir = makeTempDir("avinox-uploads-");
    const resume = bytesOf("%PDF-1.7 رزومه رضا کاظمی");
    const picture = bytesOf("RIFF....WEBPVP8 a picture");
    fs.writeFileSync(path.join(dir, "req-0a1b2c.pdf"), resume);
    fs.writeFileSync(path.join(dir, "img-3d4e5f-1200x675.webp"), picture);
    // Not a name the storage makes (a space), and a folder: neither is an upload.
    fs.writeFileSync(path.join(dir, "notes by hand.txt"), "x");
    fs.mkdirSync(path.join(dir, "old"));

    const first = await importDiskUploads(db(), dir);
    expect(first).toEqual({
      imported: 2,
      bytes: resume.length + picture.length,
      alreadyThere: 0,
      differing: [],
      removed: 0,
    });
    // Read with no disk behind it, as another instance does.
    const shared = databaseStorage(db());
    expect(await shared.get("req-0a1b2c.pdf")).toEqual(resume);
    expect(await shared.get("img-3d4e5f-1200x675.webp")).toEqual(picture);

    // The table holds other bytes under a name the disk has too.
    await db()
      .insert(storedFiles)
      .values({ name: "req-999.pdf", bytes: bytesOf("the database's copy") });
    fs.writeFileSync(path.join(dir, "req-999.pdf"), "the disk's copy");

    const again = await importDiskUploads(db(), dir, { remove: true });
    expect(again).toEqual({ imported: 0, bytes: 0, alreadyThere: 2, differing: ["req-999.pdf"], removed: 2 });
    expect(fs.readdirSync(dir).sort()).toEqual(["notes by hand.txt", "old", "req-999.pdf"]);
    expect(Buffer.from((await shared.get("req-999.pdf"))!).toString()).toBe("the database's copy");
    expect(await shared.get("req-0a1b2c.pdf")).toEqual(resume);
  });

  it("finds nothing to do without an uploads folder", async () => {
    expect(await importDiskUploads(db(), path.join(os.tmpdir(), "avinox-no-such-uploads-folder"))).toEqual({
      imported: 0,
      bytes: 0,
      alreadyThere: 0,
      differing: [],
      removed: 0,
    });
  });
});
