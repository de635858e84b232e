// `npm run backup` and `npm run restore`, run as the commands they are: a data dir with seeded job
// positions and an application with its resume (sent through the real route) is backed up, restored
// into an empty data dir (or, when TEST_DATABASE_URL is set, instead an empty PostgreSQL database), and the
// restored site answers the same job list, finds the same request by its tracking code and serves
// the same resume bytes. With PostgreSQL the resume is kept in the database (UPLOAD_STORAGE's
// default there), so the dump carries it and no file is on disk. A PGlite data dir a running site holds, a non-empty target and an archive
// missing a file its manifest lists are refused with a non-zero exit and a message on stderr,
// leaving the target as it was. Each command is a child process opening PGlite: slow, hence the
// long time limit.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { GET as jobList } from "@/app/api/v1/job/job-list/route";
import { POST as resumeCreate } from "@/app/api/v1/job-resume/create/route";
import { GET as track } from "@/app/api/v1/request/track/route";
import { readArchive, writeArchive } from "@/server/backup/tar";
import { openDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import { seedJobs } from "@/server/seed/jobs";
import { setSmsProvider } from "@/server/sms";
import { databaseStorage, diskStorage, fileStorage, setFileStorage } from "@/server/storage";
import { solvedCaptcha } from "../support/captcha";
import { createPostgresDatabase } from "../support/database";
import { getFrom, postForm } from "../support/http";

const resume = new Uint8Array([
  ...new TextEncoder().encode("%PDF-1.4\n"),
  ...Array.from({ length: 3000 }, (_, i) => (i * 37) % 256),
]);
const MOBILE = "09151234567";

type Run = { code: number; stdout: string; stderr: string };

/** `npm run <script> -- args` in this tree, with the given database settings. */
function npmRun(
  script: "backup" | "restore",
  args: string[],
  env: { DATA_DIR: string; DATABASE_URL?: string },
): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      "npm",
      ["run", "-s", script, "--", ...args],
      { cwd: process.cwd(), env: { ...process.env, DATABASE_URL: "", ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: unknown }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const temporary: string[] = [];
const cleanups: Array<() => Promise<void>> = [];
function tempDir(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `avinox-backup-${label}-`));
  temporary.push(dir);
  return dir;
}

afterAll(async () => {
  setProcessDatabase(undefined);
  setFileStorage(undefined);
  setSmsProvider(undefined);
  for (const cleanup of cleanups) await cleanup().catch(() => {});
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
});

/** Opens a site's database and uploads as the process's, like the server would at start (uploads in PostgreSQL, or on disk with PGlite). */
async function useSite(dataDir: string, databaseUrl: string | undefined): Promise<DatabaseHandle> {
  const handle = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dataDir, "pglite") });
  setProcessDatabase(handle);
  const disk = diskStorage(path.join(dataDir, "uploads"));
  setFileStorage(databaseUrl ? databaseStorage(handle.db, disk) : disk);
  cleanups.push(() => handle.close());
  return handle;
}

async function newPostgresDatabase(): Promise<string> {
  const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
  cleanups.push(created.drop);
  return created.url;
}

// The PostgreSQL run (TEST_DATABASE_URL) tests PostgreSQL only: the PGlite case is the run before it.
const kinds = process.env.TEST_DATABASE_URL ? (["postgres"] as const) : (["pglite"] as const);

describe.each(kinds)("backup and restore (%s)", (kind) => {
  it(
    "restores into an empty target a site that serves the same content, request and uploaded bytes",
    { timeout: 300_000 },
    async () => {
      setSmsProvider({ name: "test", send: async () => {} });
      const sourceDir = tempDir("source");
      const sourceUrl = kind === "postgres" ? await newPostgresDatabase() : undefined;

      // The site before: seeded positions and an application with its resume, sent through the API.
      let handle = await useSite(sourceDir, sourceUrl);
      await seedJobs(handle.db);
      const jobsBefore = await (await getFrom(jobList, "?per-page=50", { path: "job/job-list" })).json();
      expect(jobsBefore.length).toBeGreaterThan(0);
      const sent = await postForm(
        resumeCreate,
        {
          job_id: String(jobsBefore[0].id),
          full_name: "رضا کاظمی",
          mobile: MOBILE,
          email: "reza@example.com",
          city: "کرمان",
          experience_years: "4",
          ...(await solvedCaptcha()),
        },
        { resume: { bytes: resume, name: "رزومه.pdf" } },
        { path: "job-resume/create" },
      );
      expect(sent.status, await sent.clone().text()).toBe(201);
      const { tracking_code: trackingCode } = await sent.json();
      const trackQuery = `?code=${trackingCode}&mobile=${MOBILE}`;
      const trackedBefore = await (await getFrom(track, trackQuery, { path: "request/track" })).json();
      await handle.close();
      setProcessDatabase(undefined);

      const archive = path.join(tempDir("archive"), "site.tar.gz");
      const backup = await npmRun("backup", [archive], { DATA_DIR: sourceDir, DATABASE_URL: sourceUrl });
      expect(backup.stderr).not.toMatch(/failed/);
      expect(backup.code).toBe(0);
      expect(backup.stdout).toMatch(/and 1 uploaded files to/);
      if (kind === "pglite") {
        // PGlite belongs to one process: while a site (here: this test's process) holds the data dir, no backup.
        fs.writeFileSync(path.join(sourceDir, "server.pid"), String(process.pid));
        const held = await npmRun("backup", [path.join(path.dirname(archive), "while-running.tar.gz")], {
          DATA_DIR: sourceDir,
        });
        expect(held.code).not.toBe(0);
        expect(held.stderr).toContain(`The site (pid ${process.pid}) holds ${sourceDir}`);
        expect(fs.existsSync(path.join(path.dirname(archive), "while-running.tar.gz"))).toBe(false);
        fs.rmSync(path.join(sourceDir, "server.pid"));
      }

      // Restored into an empty data dir (a folder that does not exist yet) and, for PostgreSQL, an empty database.
      const targetDir = path.join(tempDir("target"), "data");
      const targetUrl = kind === "postgres" ? await newPostgresDatabase() : undefined;
      const restore = await npmRun("restore", [archive], { DATA_DIR: targetDir, DATABASE_URL: targetUrl });
      expect(restore.stderr).not.toMatch(/failed/);
      expect(restore.code).toBe(0);
      expect(restore.stdout).toMatch(/and 1 uploaded files into/);

      handle = await useSite(targetDir, targetUrl);
      expect(await (await getFrom(jobList, "?per-page=50", { path: "job/job-list" })).json()).toEqual(jobsBefore);
      const tracked = await getFrom(track, trackQuery, { path: "request/track" });
      expect(tracked.status).toBe(200);
      expect(await tracked.json()).toEqual(trackedBefore);
      const stored = (await handle.db.execute(
        sql`select u.stored_name from uploads u join requests r on r.id = u.request_id where r.tracking_code = ${trackingCode}`,
      )) as unknown as {
        rows: Array<{ stored_name: string }>;
      };
      expect(stored.rows).toHaveLength(1);
      const storedName = stored.rows[0]!.stored_name;
      expect(await fileStorage().get(storedName)).toEqual(resume);
      expect(fs.existsSync(path.join(targetDir, "uploads", storedName))).toBe(kind === "pglite");
      await handle.close();
      setProcessDatabase(undefined);

      // A second restore into the now non-empty target is refused and changes nothing.
      const again = await npmRun("restore", [archive], { DATA_DIR: targetDir, DATABASE_URL: targetUrl });
      expect(again.code).not.toBe(0);
      // With PostgreSQL the uploads are in the database, which is what is not empty (DATA_DIR got nothing).
      expect(again.stderr).toContain(
        kind === "pglite" ? `${targetDir} is not empty` : "DATABASE_URL's database is not empty",
      );
      expect(again.stderr).toContain("--force");
      if (kind === "postgres") {
        handle = await useSite(targetDir, targetUrl);
        expect(await fileStorage().get(storedName)).toEqual(resume);
        await handle.close();
        setProcessDatabase(undefined);
        return;
      }
      expect(fs.readFileSync(path.join(targetDir, "uploads", storedName))).toEqual(Buffer.from(resume));

      // An archive (of uploads kept on disk) that lost the uploaded file its manifest lists is refused before anything is written.
      const damaged = path.join(path.dirname(archive), "without-uploads.tar.gz");
      const writer = writeArchive(damaged);
      for await (const entry of readArchive(archive))
        if (!entry.name.startsWith("uploads/")) await writer.add(entry.name, entry.data);
      await writer.close();
      const emptyDir = path.join(tempDir("empty"), "data");
      const refused = await npmRun("restore", [damaged], { DATA_DIR: emptyDir });
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toMatch(/The backup misses uploads\/[\w-]+\.pdf, which its manifest lists/);
      expect(fs.existsSync(path.join(emptyDir, "pglite"))).toBe(false);
      expect(fs.existsSync(path.join(emptyDir, "uploads"))).toBe(false);
    },
  );
});
