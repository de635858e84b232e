// The production server as `npm start` runs it (server.mjs), on a fresh DATA_DIR with the demo
// content, and the settings the bench needs (many sign-ins from one address).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export function startServer({ port, extraArgs = [], nodeArgs = [], env = {} }) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avinox-bench-"));
  const child = spawn(
    process.execPath,
    [...nodeArgs, "server.mjs", "-p", String(port), "-H", "127.0.0.1", ...extraArgs],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        NEXT_TELEMETRY_DISABLED: "1",
        SITE_URL: base,
        AUTH_SECRET: process.env.AUTH_SECRET || "bench-auth-secret-0123456789-abcdefghijkl",
        SEED_ON_START: "1",
        SMS_PROVIDER: "console",
        SMS_ALLOW_CONSOLE_IN_PRODUCTION: "1",
        // The bench signs hundreds of numbers in from one address.
        OTP_MAX_PER_NETWORK_PER_HOUR: "1000000",
        OTP_MAX_PER_NUMBER_PER_HOUR: "1000",
        OTP_FREE_PER_NUMBER_PER_HOUR: "1000",
        SMS_MAX_PER_NETWORK_PER_DAY: "1000000",
        SMS_MAX_PER_DAY: "10000000",
        ...env,
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  let exitedAt;
  const exited = new Promise((resolve) =>
    child.once("exit", () => {
      exitedAt = performance.now();
      resolve();
    }),
  );

  return {
    base,
    dataDir,
    pid: child.pid,
    async ready() {
      for (let i = 0; i < 600; i++) {
        if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
        try {
          if ((await fetch(`${base}/api/v1/health`)).ok) return;
        } catch {}
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error("the server did not start");
    },
    /** Resident memory (Linux), in MiB. */
    rssMiB() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    /** When the process ended (performance.now() of this process), once it has. */
    exitedAt: () => exitedAt,
    kill() {
      if (child.exitCode === null) child.kill("SIGTERM");
    },
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The codes of the console SMS provider's outbox, by number (the last one wins). */
export function outboxCodes(dataDir) {
  const codes = new Map();
  const file = path.join(dataDir, "sms-outbox.jsonl");
  if (!fs.existsSync(file)) return codes;
  for (const line of fs.readFileSync(file, "utf8").trim().split("\n")) {
    if (!line) continue;
    const message = JSON.parse(line);
    if (message.code) codes.set(message.to, message.code);
  }
  return codes;
}

/** Signs a number in through the OTP flow (code from the outbox); returns its access token. */
export async function signIn(server, number) {
  const post = (url, body) =>
    fetch(`${server.base}/api/v1/${url}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const login = await post("security/login", { number });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  let code;
  for (let i = 0; i < 50 && !code; i++) {
    code = outboxCodes(server.dataDir).get(number);
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  const validate = await post("security/validate-login", {
    number,
    code,
    client_id: "web",
    client_secret: process.env.CLIENT_SECRET || "avinox-web-client-secret",
  });
  if (!validate.ok) throw new Error(`validate-login answered ${validate.status}`);
  return (await validate.json()).token.access_token;
}
