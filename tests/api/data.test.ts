// The data path end to end: migrations, the seed, a route reading seeded rows, and the DATA_DIR lock.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { GET as getContact } from "@/app/api/v1/site/contact/route";
import { acquireDataDirLock, dataDirHolder, lockPath } from "@/server/db/data-dir-lock";
import { seedIfEmpty } from "@/server/seed";
import { withFreshDatabase } from "../support/database";
import { makeTempDir } from "../support/temp-dir";

describe("seeded data through the API", () => {
  const database = withFreshDatabase();

  it("seeds an empty database once, then leaves it alone", async () => {
    expect(await seedIfEmpty(database.handle().db)).toBe(true);
    expect(await seedIfEmpty(database.handle().db)).toBe(false);
  });

  it("serves the seeded contact details in Persian", async () => {
    const response = await getContact(new Request("http://localhost/api/v1/site/contact"), undefined);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.contact.city).toBe("کرمان");
    expect(body.contact.address).toContain("کرمان");
    expect(body.social.map((s: { key: string }) => s.key)).toEqual(["instagram", "linkedin", "telegram", "twitter"]);
  });
});

describe("DATA_DIR lock", () => {
  const dir = () => makeTempDir("avinox-lock-");

  it("marks the folder with this process and lets it re-acquire", () => {
    const d = dir();
    acquireDataDirLock(d);
    expect(dataDirHolder(d)).toBe(process.pid);
    expect(() => acquireDataDirLock(d)).not.toThrow();
  });

  it("refuses a folder held by another live process", () => {
    const d = dir();
    fs.writeFileSync(lockPath(d), String(process.ppid));
    expect(() => acquireDataDirLock(d)).toThrow(/in use by process/);
  });

  it("ignores a lock left by a process that has exited", () => {
    const d = dir();
    fs.writeFileSync(lockPath(d), "999999");
    expect(dataDirHolder(d)).toBeUndefined();
    expect(() => acquireDataDirLock(d)).not.toThrow();
  });
});
