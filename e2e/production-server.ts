// A production server (server.mjs of this build, or of a copy of the deployable folder) a spec starts, stops and kills itself, on its own
// port and DATA_DIR (PGlite there, or the PostgreSQL database named), with the console SMS provider
// writing to DATA_DIR/sms-outbox.jsonl.
import { spawn } from "node:child_process";
import { expect } from "./test";
import { lastSmsCode, WEB_CLIENT } from "./support";

export type ProductionServer = {
  base: string;
  dataDir: string;
  get(pathUnderApi: string, headers?: Record<string, string>): Promise<Response>;
  post(pathUnderApi: string, body: object, headers?: Record<string, string>): Promise<Response>;
  /** The newest SMS code the outbox holds for a number (waits for it a little). */
  smsCode(mobile: string): Promise<string>;
  /** Signs a number in by its SMS code, as the site does: the access token. */
  signIn(mobile: string): Promise<string>;
  /** What it wrote: its log (JSON lines on stdout, entry/log.mjs) and anything on stderr. */
  log(): string;
  running(): boolean;
  /** SIGTERM (a supervisor's stop), without waiting. */
  terminate(): void;
  /** SIGKILL: no shutdown, no flush, no lock released. */
  kill9(): void;
  /** When it ended, and with which exit code (null after a signal it did not handle). */
  exited(): Promise<{ code: number | null; at: number }>;
  stop(): Promise<void>;
};

export async function startProductionServer({
  port,
  dataDir,
  databaseUrl,
  dir = ".",
  env = {},
}: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** The folder whose server.mjs runs, from inside it: this checkout, or a copy of `.next/standalone`. */
  dir?: string;
  env?: Record<string, string>;
}): Promise<ProductionServer> {
  const base = `http://127.0.0.1:${port}`;
  // Only what is given here: a database, data folder or API address from the caller's environment
  // would point this server at another one's.
  const inherited = { ...process.env };
  for (const name of ["DATABASE_URL", "API_INTERNAL_URL", "DATA_DIR", "PORT", "SEED_ON_START"]) delete inherited[name];
  const child = spawn(process.execPath, ["server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: dir,
    env: {
      ...inherited,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      NEXT_TELEMETRY_DISABLED: "1",
      SITE_URL: base,
      AUTH_SECRET: "e2e-auth-secret-0123456789-abcdefghijklmnop",
      SMS_PROVIDER: "console",
      SMS_ALLOW_CONSOLE_IN_PRODUCTION: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  for (const stream of [child.stdout!, child.stderr!])
    stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once("exit", (code) => resolve({ code, at: Date.now() })),
  );
  const running = () => child.exitCode === null && child.signalCode === null;

  for (let i = 0; ; i++) {
    if (!running())
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}):\n${output.slice(-2000)}`);
    if (i > 600) throw new Error("the server did not start in two minutes");
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  const post: ProductionServer["post"] = (pathUnderApi, body, headers = {}) =>
    fetch(`${base}/api/v1/${pathUnderApi}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  return {
    base,
    dataDir,
    get: (pathUnderApi, headers = {}) => fetch(`${base}/api/v1/${pathUnderApi}`, { headers }),
    post,
    smsCode: (mobile) => lastSmsCode(mobile, 0, dataDir),
    async signIn(mobile) {
      const login = await post("security/login", { number: mobile });
      expect(login.status, await login.text()).toBe(200);
      const validate = await post("security/validate-login", {
        number: mobile,
        code: await lastSmsCode(mobile, 0, dataDir),
        ...WEB_CLIENT,
      });
      const answer = await validate.text();
      expect(validate.status, answer).toBe(200);
      return (JSON.parse(answer) as { token: { access_token: string } }).token.access_token;
    },
    log: () => output,
    running,
    terminate: () => void child.kill("SIGTERM"),
    kill9: () => void child.kill("SIGKILL"),
    exited: () => exited,
    async stop() {
      if (running()) child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (running()) child.kill("SIGKILL");
    },
  };
}
