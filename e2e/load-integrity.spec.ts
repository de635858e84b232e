// Load with integrity (issue 15), sampled: scripts/load-integrity.mjs with 20 clients for 10 s
// against its own production server (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): no
// error (a 429 included), and every acknowledged request tracked by its code, stored once, with
// its confirmation SMS. The full 100 clients × 60 s run is a part of `npm run bench`.
import { spawn } from "node:child_process";
import { expect, test } from "./test";
import { E2E_PORT } from "./env";
import { createPostgresDatabase } from "../tests/support/postgres-database";

test.beforeEach(({}, testInfo) =>
  test.skip(testInfo.project.name !== "desktop", "server behaviour, the same on every viewport"),
);

// Past the ports of playwright.config.ts's servers, the nginx spec's and the kill -9 spec's.
const PORT = E2E_PORT + 7;
const CLIENTS = Number(process.env.LOAD_SAMPLE_CLIENTS ?? 20);
const SECONDS = Number(process.env.LOAD_SAMPLE_SECONDS ?? 10);

type Figures = {
  requests: number;
  visitors: number;
  acknowledged: number;
  errors: number;
  missing: number;
  duplicated: number;
  withoutSms: number;
  held: boolean;
};

function runLoad(databaseUrl?: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const args = [
      "scripts/load-integrity.mjs",
      "--clients",
      String(CLIENTS),
      "--seconds",
      String(SECONDS),
      "--port",
      String(PORT),
      ...(databaseUrl ? ["--database-url", databaseUrl] : []),
    ];
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

for (const name of process.env.TEST_DATABASE_URL ? ["PGlite", "PostgreSQL"] : ["PGlite"]) {
  test(`${name}: ${CLIENTS} clients for ${SECONDS} s, no error, every acknowledged request stored once with its SMS`, async () => {
    test.setTimeout(180_000);
    const postgres = name === "PostgreSQL" ? await createPostgresDatabase(process.env.TEST_DATABASE_URL!) : undefined;
    try {
      const { code, output } = await runLoad(postgres?.url);
      // The figures in the test's output: how many requests this sample made.
      console.log(output.replace(/^integrity-json .*$/m, "").trim());
      const line = /^integrity-json (.*)$/m.exec(output);
      expect(line, output).not.toBeNull();
      const figures = JSON.parse(line![1]!) as Figures;
      expect(figures.errors, output).toBe(0);
      expect(figures.acknowledged).toBeGreaterThan(CLIENTS);
      expect(figures.missing, output).toBe(0);
      expect(figures.duplicated, output).toBe(0);
      expect(figures.withoutSms, output).toBe(0);
      expect(figures.held).toBe(true);
      expect(code).toBe(0);
    } finally {
      await postgres?.drop();
    }
  });
}
