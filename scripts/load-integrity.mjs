// Load with integrity (issue 15), after `npm run build`:
//   node scripts/load-integrity.mjs [--clients 100] [--seconds 60] [--port 3390] [--database-url postgres://…]
// starts the production entry (server.mjs) on a fresh DATA_DIR with the demo content, behind a
// pretend reverse proxy on 127.0.0.1 (TRUSTED_PROXIES=loopback) and with the production
// per-address and per-number limits, runs the virtual clients of scripts/bench/integrity.mjs,
// prints the figures and verdicts and a last line `integrity-json {…}`; exits 1 unless there were
// no errors and every acknowledged request is stored once with its SMS. Bounded: at most 200
// clients and 300 s; local only.
import { parseArgs } from "node:util";
import { integrityHeld, integrityReport, integrityServerEnv, loadWithIntegrity } from "./bench/integrity.mjs";
import { startServer } from "./bench/server.mjs";

const { values } = parseArgs({
  options: {
    clients: { type: "string", default: "100" },
    seconds: { type: "string", default: "60" },
    port: { type: "string", default: "3390" },
    "database-url": { type: "string" },
  },
});
const clients = Number(values.clients);
const seconds = Number(values.seconds);
if (!(clients >= 1 && clients <= 200) || !(seconds >= 1 && seconds <= 300)) {
  console.error("--clients must be 1 to 200 and --seconds 1 to 300");
  process.exit(2);
}

const server = startServer({ port: Number(values.port), env: integrityServerEnv(values["database-url"]) });
process.on("exit", () => server.kill());
let held = false;
try {
  await server.ready();
  console.log(
    `server.mjs on ${server.base} (${values["database-url"] ? "PostgreSQL" : "PGlite"}), DATA_DIR ${server.dataDir}`,
  );
  const result = await loadWithIntegrity({ base: server.base, dataDir: server.dataDir, clients, seconds });
  console.log(integrityReport(result));
  held = integrityHeld(result);
  const { errors, missing, duplicated, withoutSms, ...figures } = result;
  console.log(
    `integrity-json ${JSON.stringify({ ...figures, errors: errors.length, missing: missing.length, duplicated: duplicated.length, withoutSms: withoutSms.length, held })}`,
  );
} finally {
  await server.stop();
}
process.exit(held ? 0 : 1);
