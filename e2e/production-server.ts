// A production server (server.mjs of this build) a spec starts, stops and kills itself, on its own
// port and DATA_DIR (PGlite there, or the PostgreSQL database named), with the console SMS provider
// writing to DATA_DIR/sms-outbox.jsonl.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export type ProductionServer = {
  base: string;
  dataDir: string;
  get(pathUnderApi: string, headers?: Record<string, string>): Promise<Response>;
  post(pathUnderApi: string, body: object, headers?: Record<string, string>): Promise<Response>;
  /** The newest SMS code the outbox holds for a number (waits for it a little). */
  smsCode(mobile: string): Promise<string>;
  /** SIGKILL: no shutdown, no flush, no lock released. */
  kill9(): void;
  exited(): Promise<void>;
  stop(): Promise<void>;
};

export async function startProductionServer({
  port,
  dataDir,
  databaseUrl,
  env = {},
}: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}): Promise<ProductionServer> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      NEXT_TELEMETRY_DISABLED: "1",
      SITE_URL: base,
      AUTH_SECRET: "e2e-auth-secret-0123456789-abcdefghijklmnop",
      SMS_PROVIDER: "console",
      SMS_ALLOW_CONSOLE_IN_PRODUCTION: "1",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;

  for (let i = 0; ; i++) {
    if (!running()) throw new Error(`the server exited (${child.exitCode ?? child.signalCode})`);
    if (i > 600) throw new Error("the server did not start in two minutes");
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    base,
    dataDir,
    get: (pathUnderApi, headers = {}) => fetch(`${base}/api/v1/${pathUnderApi}`, { headers }),
    post: (pathUnderApi, body, headers = {}) => fetch(`${base}/api/v1/${pathUnderApi}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) }),
    async smsCode(mobile) {
      const file = path.join(dataDir, "sms-outbox.jsonl");
      for (let i = 0; i < 50; i++) {
        if (fs.existsSync(file)) {
          const found = fs
            .readFileSync(file, "utf8")
            .split("\n")
            .filter(Boolean)
            .map((line) => JSON.parse(line) as { to: string; code: string | null })
            .filter((message) => message.to === mobile && message.code)
            .at(-1);
          if (found) return found.code!;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no SMS code for ${mobile}`);
    },
    kill9: () => void child.kill("SIGKILL"),
    exited: () => exited,
    async stop() {
      if (running()) child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (running()) child.kill("SIGKILL");
    },
  };
}
