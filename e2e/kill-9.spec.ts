// A stop and a crash (issue 15). A stop (SIGTERM, as systemd sends) while the 1st of 21 sequential
// submissions and six page requests are still arriving: the server refuses new connections and
// closes an idle keep-alive one at once, still answers the submission 201 and the pages 200 (with
// `Connection: close`), and exits 0 right after. Started again, the production server is killed with SIGKILL right after the 21st
// submission leaves the client, before it can answer. Restarted on the same DATA_DIR, it still
// has the 20 requests it acknowledged (each tracked by its code and number), and the 21st, sent
// again with its Idempotency-Key as a client retries an unanswered request, is stored exactly
// once. On PGlite always; on PostgreSQL too when TEST_DATABASE_URL is set.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./test";
import { E2E_PORT } from "./env";
import { freshMobile } from "./support";
import { createPostgresDatabase } from "../tests/support/postgres-database";
import { startProductionServer, type ProductionServer } from "./production-server";

test.beforeEach(({}, testInfo) =>
  test.skip(testInfo.project.name !== "desktop", "server behaviour, the same on every viewport"),
);

// Past the ports of playwright.config.ts's servers and the nginx spec's.
const PORT = E2E_PORT + 6;
const SUBMISSIONS = 21;

const databases = process.env.TEST_DATABASE_URL ? ["PGlite", "PostgreSQL"] : ["PGlite"];

type Receipt = { tracking_code: string };

/** The contact form as a signed-in visitor sends it (no captcha), the n-th message of the run. */
function contactMessage(mobile: string, n: number) {
  return {
    contact_name: "مهسا کریمی",
    contact_phone: mobile,
    subject: "رویدادها",
    message: `پیام شماره ${n} درباره برگزاری یک کارگاه در سالن رویدادها`,
  };
}

/** Sends a contact message and kills the server with SIGKILL as soon as the request's last byte is written. */
function sendAndKill(server: ProductionServer, token: string, key: string, body: object): Promise<string> {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const request = http.request(`${server.base}/api/v1/contact-us/create`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(payload),
        authorization: `Bearer ${token}`,
        "idempotency-key": key,
      },
    });
    request.on("finish", () => server.kill9());
    request.on("response", (response) => resolve(`answered ${response.statusCode}`));
    request.on("error", (error) => resolve(`no answer (${error.message})`));
    request.end(payload);
  });
}

/** A kept-alive connection left idle after one answer; resolves when the server closes it. */
function idleKeepAliveConnection(server: ProductionServer): Promise<{ closed: Promise<void>; open: () => boolean }> {
  return new Promise((resolve, reject) => {
    const agent = new http.Agent({ keepAlive: true });
    const request = http.get(`${server.base}/api/v1/health`, { agent }, (response) => {
      response.resume();
      response.on("end", () => {
        const socket = request.socket!;
        resolve({
          closed: new Promise((closed) => socket.once("close", () => closed())),
          open: () => !socket.destroyed,
        });
      });
    });
    request.on("error", reject);
  });
}

/** The error a new connection to the server meets, if any. */
function connectionError(server: ProductionServer): Promise<string | undefined> {
  return new Promise((resolve) => {
    http
      .get(`${server.base}/api/v1/health`, { agent: false }, (response) => {
        response.resume();
        resolve(undefined);
      })
      .on("error", (error: NodeJS.ErrnoException) => resolve(error.code));
  });
}

/**
 * A page asked for on a new connection whose request head is sent but for its last line: the
 * server has the request under way, and renders it (its API calls included) only once `finish`
 * sends the rest.
 */
function pageAskedInTwoParts(server: ProductionServer, pagePath: string) {
  const socket = net.connect(Number(new URL(server.base).port), "127.0.0.1");
  let raw = "";
  socket.on("data", (chunk: Buffer) => (raw += chunk.toString()));
  const answer = new Promise<{ path: string; status: number; raw: string; at: number }>((resolve, reject) => {
    socket.on("end", () => resolve({ path: pagePath, status: Number(raw.split(" ")[1]), raw, at: Date.now() }));
    socket.on("error", reject);
  });
  const started = new Promise<void>((resolve) =>
    socket.write(`GET ${pagePath} HTTP/1.1\r\nHost: ${new URL(server.base).host}\r\n`, () => resolve()),
  );
  return { started, answer, finish: () => socket.write("\r\n") };
}

/** A contact message whose body arrives in two halves; `finish` sends the second. */
function slowSubmission(server: ProductionServer, token: string, body: object) {
  const payload = Buffer.from(JSON.stringify(body));
  const request = http.request(`${server.base}/api/v1/contact-us/create`, {
    method: "POST",
    agent: false,
    headers: {
      "content-type": "application/json",
      "content-length": payload.length,
      authorization: `Bearer ${token}`,
      "idempotency-key": randomUUID(),
    },
  });
  const answer = new Promise<{ status: number; connection?: string; body: string; at: number }>((resolve, reject) => {
    request.on("response", (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () =>
        resolve({ status: response.statusCode!, connection: response.headers.connection, body: text, at: Date.now() }),
      );
    });
    request.on("error", reject);
  });
  const started = new Promise<void>((resolve) =>
    request.write(payload.subarray(0, payload.length / 2), () => resolve()),
  );
  return { started, answer, finish: () => request.end(payload.subarray(payload.length / 2)) };
}

for (const name of databases) {
  test(`${name}: a stop answers the request in flight; after kill -9 the acknowledged requests are all there and the retried one is stored once`, async () => {
    test.setTimeout(240_000);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avinox-kill9-"));
    const postgres = name === "PostgreSQL" ? await createPostgresDatabase(process.env.TEST_DATABASE_URL!) : undefined;
    const databaseUrl = postgres?.url;
    const mobile = freshMobile();
    let server = await startProductionServer({ port: PORT, dataDir, databaseUrl });
    try {
      const token = await server.signIn(mobile);
      const acknowledged: string[] = [];

      // SIGTERM while the first submission and six page requests are still arriving: the pages
      // render after it, and a render calls the API of this same server (render/api.ts).
      const idle = await idleKeepAliveConnection(server);
      const inFlight = slowSubmission(server, token, contactMessage(mobile, 1));
      const pages = ["/", "/businesses", "/events", "/mentors", "/jobs", "/workspaces"].map((pagePath) =>
        pageAskedInTwoParts(server, pagePath),
      );
      await Promise.all([inFlight.started, ...pages.map((page) => page.started)]);
      await new Promise((r) => setTimeout(r, 300));
      expect(idle.open()).toBe(true);
      server.terminate();
      await Promise.race([
        idle.closed,
        new Promise((_, reject) => setTimeout(() => reject(new Error("the idle connection stayed open")), 2000)),
      ]);
      expect(await connectionError(server), "a new connection is refused").toBe("ECONNREFUSED");
      expect(server.running(), "it waits for the request in flight").toBe(true);
      inFlight.finish();
      for (const page of pages) page.finish();
      const answer = await inFlight.answer;
      expect(answer.status, answer.body).toBe(201);
      expect(answer.connection).toBe("close");
      acknowledged.push((JSON.parse(answer.body) as Receipt).tracking_code);
      const rendered = await Promise.all(pages.map((page) => page.answer));
      for (const page of rendered) {
        expect(page.status, `${page.path}, rendered during the stop`).toBe(200);
        expect(page.raw).toMatch(/^connection: close\r$/im);
        expect(page.raw).toContain('lang="fa"');
      }
      const stopped = await server.exited();
      expect(stopped.code, server.log().slice(-2000)).toBe(0);
      const lastAnswer = Math.max(answer.at, ...rendered.map((page) => page.at));
      expect(stopped.at - lastAnswer, "it exits promptly once the answers are out").toBeLessThan(2000);

      server = await startProductionServer({ port: PORT, dataDir, databaseUrl });
      for (let n = 2; n < SUBMISSIONS; n++) {
        const response = await server.post("contact-us/create", contactMessage(mobile, n), {
          authorization: `Bearer ${token}`,
          "idempotency-key": randomUUID(),
        });
        expect(response.status, await response.clone().text()).toBe(201);
        acknowledged.push(((await response.json()) as Receipt).tracking_code);
      }
      const lastKey = randomUUID();
      const lastOutcome = await sendAndKill(server, token, lastKey, contactMessage(mobile, SUBMISSIONS));
      await server.exited();
      console.log(
        `${name}: stopped with SIGTERM during the 1st submission (answered 201), killed with SIGKILL after ${acknowledged.length} acknowledged submissions; the 21st: ${lastOutcome}`,
      );

      server = await startProductionServer({ port: PORT, dataDir, databaseUrl });
      for (const code of acknowledged) {
        const tracked = await server.get(`request/track?code=${code}&mobile=${mobile}`);
        expect(tracked.status, `${code} after the restart`).toBe(200);
        expect(((await tracked.json()) as Receipt).tracking_code).toBe(code);
      }

      // The client never heard back about the 21st: it sends it again with the same key.
      const retried = await server.post("contact-us/create", contactMessage(mobile, SUBMISSIONS), {
        authorization: `Bearer ${token}`,
        "idempotency-key": lastKey,
      });
      expect([200, 201], await retried.clone().text()).toContain(retried.status);
      const retriedCode = ((await retried.json()) as Receipt).tracking_code;
      const again = await server.post("contact-us/create", contactMessage(mobile, SUBMISSIONS), {
        authorization: `Bearer ${token}`,
        "idempotency-key": lastKey,
      });
      expect(again.status).toBe(200);
      expect(((await again.json()) as Receipt).tracking_code).toBe(retriedCode);

      // The sender's own list: 21 requests, the 20 acknowledged and the retried one once.
      const mine = await server.get("user/requests?per-page=50&kind=contact", { authorization: `Bearer ${token}` });
      expect(mine.status).toBe(200);
      const codes = ((await mine.json()) as Receipt[]).map((r) => r.tracking_code);
      expect(codes.toSorted()).toEqual([...acknowledged, retriedCode].toSorted());
    } finally {
      await server.stop();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
