// Several instances behind a load balancer on one PostgreSQL database (issue 15): uploads kept in
// the database keep the storage's rules (a name stored once, the same name check, files kept on
// disk before the move still read); with TEST_DATABASE_URL, a resume sent through one instance
// downloads through another, and what a client meets again on any instance (its sign-in code,
// refresh token, captcha replay, rate limits, the SMS budget, an Idempotency-Key) is kept in the
// database: each "instance" is its own pool and a fresh copy of every server module (vi.resetModules),
// so state kept in a module's memory would be missing on the other.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import { databaseStorage, diskStorage, setFileStorage } from "@/server/storage";
import { setSmsProvider } from "@/server/sms";
import type { SmsMessage } from "@/server/sms/provider";
import { seedJobs } from "@/server/seed/jobs";
import { createPostgresDatabase, withFreshDatabase } from "../support/database";
import { solvedCaptcha } from "../support/captcha";
import { postForm } from "../support/http";
import { makeTempDir } from "../support/temp-dir";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("uploads kept in the database", () => {
  const database = withFreshDatabase();

  it("stores, reads and deletes a file, refuses a name stored already or one that is not a plain file name", async () => {
    const storage = databaseStorage(database.handle().db);
    const data = new Uint8Array(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    await storage.put("req-1.pdf", data);
    expect(await storage.get("req-1.pdf")).toEqual(data);
    await expect(storage.put("req-1.pdf", bytes("other"))).rejects.toThrow(/already exists/);
    expect(await storage.get("req-1.pdf")).toEqual(data);
    for (const name of ["../etc/passwd", "a/b.pdf", ""]) {
      await expect(storage.put(name, data)).rejects.toThrow(/invalid stored file name/);
      await expect(storage.get(name)).rejects.toThrow(/invalid stored file name/);
    }
    await storage.delete("req-1.pdf");
    expect(await storage.get("req-1.pdf")).toBeUndefined();
  });

  it("still reads, and deletes, a file stored on disk before uploads moved to the database", async () => {
    const root = makeTempDir("avinox-older-uploads-");
    const disk = diskStorage(root);
    await disk.put("old-resume.pdf", bytes("%PDF old"));
    const storage = databaseStorage(database.handle().db, disk);
    expect(await storage.get("old-resume.pdf")).toEqual(bytes("%PDF old"));
    await storage.delete("old-resume.pdf");
    expect(await storage.get("old-resume.pdf")).toBeUndefined();
    expect(fs.existsSync(path.join(root, "old-resume.pdf"))).toBe(false);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL database", () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let drop: () => Promise<void>;
  const outbox: SmsMessage[] = [];

  beforeAll(async () => {
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    drop = created.drop;
    first = await openDatabase({ url: created.url });
    second = await openDatabase({ url: created.url });
    await seedJobs(first.db);
  });
  afterAll(async () => {
    setProcessDatabase(undefined);
    setFileStorage(undefined);
    setSmsProvider(undefined);
    vi.resetModules();
    await first?.close();
    await second?.close();
    await drop?.();
  });

  /** An instance: fresh server modules (nothing kept in memory by another) on its own pool. */
  async function instance(handle: DatabaseHandle) {
    vi.resetModules();
    const client = await import("@/server/db/client");
    const storage = await import("@/server/storage");
    const sms = await import("@/server/sms");
    client.setProcessDatabase(handle);
    // As the server resolves it with DATABASE_URL: the database, through the process's pool.
    storage.setFileStorage(storage.databaseStorage(client.getDb));
    sms.setSmsProvider({ name: "test", send: async (message) => void outbox.push(message) });
    return {
      resumeCreate: (await import("@/app/api/v1/job-resume/create/route")).POST,
      download: (await import("@/app/api/v1/upload/file/route")).GET,
      login: (await import("@/app/api/v1/security/login/route")).POST,
      validateLogin: (await import("@/app/api/v1/security/validate-login/route")).POST,
      refresh: (await import("@/app/api/v1/security/refresh/route")).POST,
      checkCaptcha: (await import("@/server/captcha/captcha")).checkCaptcha,
      hit: (await import("@/server/rate-limit")).hit,
      spendSmsBudget: (await import("@/server/sms/budget")).spendSmsBudget,
      jobs: (await import("@/server/db/schema")).jobPositions,
    };
  }

  const json = (body: unknown, ip: string) =>
    new Request("http://localhost/api/v1/x", {
      method: "POST",
      headers: { "content-type": "application/json", "x-avinox-client-ip": ip },
      body: JSON.stringify(body),
    });

  it("signs in with a code sent by one instance on the other, and refreshes there with the first one's refresh token", async () => {
    const a = await instance(first);
    expect((await a.login(json({ number: "09151110001" }, "10.9.0.1"), undefined)).status).toBe(200);
    const code = outbox.findLast((message) => message.to === "09151110001")!.code!;

    const b = await instance(second);
    const signedIn = await b.validateLogin(
      json({ number: "09151110001", code, client_id: "web", client_secret: "avinox-web-client-secret" }, "10.9.0.1"),
      undefined,
    );
    expect(signedIn.status).toBe(200);
    const { token } = (await signedIn.json()) as { token: { refresh_token: string } };

    const again = await instance(first);
    const refreshed = await again.refresh(json({ refresh_token: token.refresh_token }, "10.9.0.1"), undefined);
    expect(refreshed.status).toBe(200);
  });

  it("downloads through one instance the resume sent through the other, and replays its Idempotency-Key there", async () => {
    const a = await instance(first);
    const [job] = await first.db.select().from(a.jobs).limit(1);
    const { createSession } = await import("@/server/auth/sessions");
    const { findOrCreateUser } = await import("@/server/auth/users");
    const user = await findOrCreateUser("09151110002");
    const { access_token } = await createSession(user.id, { clientId: "web" });
    const headers = { authorization: `Bearer ${access_token}`, "idempotency-key": "scale-out-resume-1" };
    const resume = new Uint8Array([...bytes("%PDF-1.4\n"), ...Array.from({ length: 5000 }, (_, i) => (i * 7) % 256)]);
    const form = {
      job_id: String(job!.id),
      full_name: "رضا کاظمی",
      mobile: "09151110002",
      email: "reza@example.com",
      city: "کرمان",
      experience_years: "4",
    };
    const sent = await postForm(
      a.resumeCreate,
      form,
      { resume: { bytes: resume, name: "رزومه.pdf" } },
      { path: "job-resume/create", headers },
    );
    expect(sent.status, await sent.clone().text()).toBe(201);
    const { id } = (await sent.json()) as { id: number };

    const b = await instance(second);
    const replayed = await postForm(
      b.resumeCreate,
      form,
      { resume: { bytes: resume, name: "رزومه.pdf" } },
      { path: "job-resume/create", headers },
    );
    expect(replayed.status).toBe(200);
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");
    expect(((await replayed.json()) as { id: number }).id).toBe(id);

    const [file] = (
      (await second.db.execute(sql`select id from uploads where request_id = ${id}`)) as unknown as {
        rows: Array<{ id: number }>;
      }
    ).rows;
    const downloaded = await b.download(
      new Request(`http://localhost/api/v1/upload/file?id=${file!.id}`, {
        headers: { authorization: headers.authorization },
      }),
      undefined,
    );
    expect(downloaded.status).toBe(200);
    expect(new Uint8Array(await downloaded.arrayBuffer())).toEqual(resume);
  });

  it("refuses on one instance a captcha spent on the other, and counts rate limits and the SMS budget across them", async () => {
    const { altcha } = await solvedCaptcha();
    const a = await instance(first);
    expect(await a.checkCaptcha(altcha)).toBe(true);
    for (let i = 0; i < 3; i += 1) expect((await a.hit("scale-out:test", 3, 600)).allowed).toBe(true);
    for (let i = 0; i < 5; i += 1) expect(await a.spendSmsBudget("09151110003", { ip: `10.9.1.${i}` })).toBeUndefined();

    const b = await instance(second);
    expect(await b.checkCaptcha(altcha)).toBe(false);
    expect((await b.hit("scale-out:test", 3, 600)).allowed).toBe(false);
    expect(await b.spendSmsBudget("09151110003", { ip: "10.9.1.9" })).toMatchObject({ reason: "number-hour" });
  });
});
