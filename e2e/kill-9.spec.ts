// A crash (issue 15, "kill -9"): the production server is killed with SIGKILL right after the 21st
// of 21 sequential submissions leaves the client, before it can answer. Restarted on the same
// DATA_DIR, it still has the 20 requests it acknowledged (each tracked by its code and number),
// and the 21st, sent again with its Idempotency-Key as a client retries an unanswered request, is
// stored exactly once. On PGlite always; on PostgreSQL too when TEST_DATABASE_URL is set.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "./env";
import { freshMobile, WEB_CLIENT } from "./support";
import { createPostgresDatabase } from "../tests/support/postgres-database";
import { startProductionServer, type ProductionServer } from "./production-server";

test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== "desktop", "server behaviour, the same on every viewport"));

// Past the ports of playwright.config.ts's servers and the nginx spec's.
const PORT = E2E_PORT + 6;
const SUBMISSIONS = 21;

const databases = process.env.TEST_DATABASE_URL ? ["PGlite", "PostgreSQL"] : ["PGlite"];

type Receipt = { tracking_code: string };

/** The contact form as a signed-in visitor sends it (no captcha), the n-th message of the run. */
function contactMessage(mobile: string, n: number) {
  return { contact_name: "مهسا کریمی", contact_phone: mobile, subject: "رویدادها", message: `پیام شماره ${n} درباره برگزاری یک کارگاه در سالن رویدادها` };
}

async function signIn(server: ProductionServer, mobile: string): Promise<string> {
  const login = await server.post("security/login", { number: mobile });
  expect(login.status, await login.text()).toBe(200);
  const validate = await server.post("security/validate-login", { number: mobile, code: await server.smsCode(mobile), ...WEB_CLIENT });
  const answer = await validate.text();
  expect(validate.status, answer).toBe(200);
  return (JSON.parse(answer) as { token: { access_token: string } }).token.access_token;
}

/** Sends a contact message and kills the server with SIGKILL as soon as the request's last byte is written. */
function sendAndKill(server: ProductionServer, token: string, key: string, body: object): Promise<string> {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const request = http.request(`${server.base}/api/v1/contact-us/create`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload), authorization: `Bearer ${token}`, "idempotency-key": key },
    });
    request.on("finish", () => server.kill9());
    request.on("response", (response) => resolve(`answered ${response.statusCode}`));
    request.on("error", (error) => resolve(`no answer (${error.message})`));
    request.end(payload);
  });
}

for (const name of databases) {
  test(`${name}: after kill -9 the acknowledged requests are all there and the retried one is stored once`, async () => {
    test.setTimeout(240_000);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avinox-kill9-"));
    const postgres = name === "PostgreSQL" ? await createPostgresDatabase(process.env.TEST_DATABASE_URL!) : undefined;
    const databaseUrl = postgres?.url;
    const mobile = freshMobile();
    let server = await startProductionServer({ port: PORT, dataDir, databaseUrl });
    try {
      const token = await signIn(server, mobile);
      const acknowledged: string[] = [];
      for (let n = 1; n < SUBMISSIONS; n++) {
        const response = await server.post("contact-us/create", contactMessage(mobile, n), { authorization: `Bearer ${token}`, "idempotency-key": randomUUID() });
        expect(response.status, await response.clone().text()).toBe(201);
        acknowledged.push(((await response.json()) as Receipt).tracking_code);
      }
      const lastKey = randomUUID();
      const lastOutcome = await sendAndKill(server, token, lastKey, contactMessage(mobile, SUBMISSIONS));
      await server.exited();
      console.log(`${name}: killed with SIGKILL after ${acknowledged.length} acknowledged submissions; the 21st: ${lastOutcome}`);

      server = await startProductionServer({ port: PORT, dataDir, databaseUrl });
      for (const code of acknowledged) {
        const tracked = await server.get(`request/track?code=${code}&mobile=${mobile}`);
        expect(tracked.status, `${code} after the restart`).toBe(200);
        expect(((await tracked.json()) as Receipt).tracking_code).toBe(code);
      }

      // The client never heard back about the 21st: it sends it again with the same key.
      const retried = await server.post("contact-us/create", contactMessage(mobile, SUBMISSIONS), { authorization: `Bearer ${token}`, "idempotency-key": lastKey });
      expect([200, 201], await retried.clone().text()).toContain(retried.status);
      const retriedCode = ((await retried.json()) as Receipt).tracking_code;
      const again = await server.post("contact-us/create", contactMessage(mobile, SUBMISSIONS), { authorization: `Bearer ${token}`, "idempotency-key": lastKey });
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
