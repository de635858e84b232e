// `npm run bench` (after `npm run build`): every figure of issue 11 next to its budget, met or
// missed, measured in one run against the production entry (server.mjs) on a fresh DATA_DIR with
// the demo content, then the older figures without a budget. Ends with "budgets: N met, M missed".
// Settings: BENCH_PORT (3300), BENCH_SECONDS per load (5), BENCH_LIGHTHOUSE_RUNS per page (5, the median Lighthouse's variability guide recommends), BENCH_ONLY=lighthouse,weight,change,load,extras,integrity
// (a comma list of the parts to run; all by default), BENCH_INTEGRITY_CLIENTS (100) and
// BENCH_INTEGRITY_SECONDS (60) for the load with integrity, on PostgreSQL when BENCH_DATABASE_URL
// is set. Takes about 10 minutes on 2 cores.
import os from "node:os";
import { Budgets } from "./bench/budgets.mjs";
import { contentChangeVisible } from "./bench/content-change.mjs";
import { numberToCodeScreen, oversizedUploads, signInApi } from "./bench/extras.mjs";
import { startControl } from "./bench/control.mjs";
import { fontFigures, lighthouseControl, lighthousePages } from "./bench/lighthouse.mjs";
import { integrityPart } from "./bench/integrity.mjs";
import { loadTests } from "./bench/load.mjs";
import { startServer } from "./bench/server.mjs";
import { formPages, scriptWeights } from "./bench/script-weight.mjs";
import { publicPages } from "./bench/targets.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const INTEGRITY_CLIENTS = Number(process.env.BENCH_INTEGRITY_CLIENTS ?? 100);
const INTEGRITY_SECONDS = Number(process.env.BENCH_INTEGRITY_SECONDS ?? 60);
const parts = new Set(
  (process.env.BENCH_ONLY || "lighthouse,weight,change,load,extras,integrity").split(",").map((part) => part.trim()),
);

const started = performance.now();
const budgets = new Budgets();
const server = startServer({ port: PORT });
// Whatever ends the bench, the server ends with it.
process.on("exit", () => server.kill());

try {
  await server.ready();
  console.log(
    `Benchmark of npm start (server.mjs) on ${server.base}, ${os.cpus().length} cores, DATA_DIR ${server.dataDir}`,
  );
  const { pages, eventPage, jobPage } = await publicPages(server.base);
  console.log(`Pages: ${pages.join(" ")}\n`);

  // First, on a quiet server: the load tests would distort the page audits.
  if (parts.has("lighthouse")) {
    const audited = ["/", "/events", eventPage, "/jobs", jobPage, "/reservation", "/workspaces"];
    const homeFonts = await lighthousePages(server.base, audited, budgets, LIGHTHOUSE_RUNS);
    // What the framework alone costs here: the same runs on a bare Next page of the same versions.
    const control = await startControl(PORT + 2);
    try {
      await lighthouseControl(`${control.base}/`, LIGHTHOUSE_RUNS);
    } finally {
      control.kill();
    }
    console.log();
    fontFigures(homeFonts, budgets);
    console.log();
  }
  if (parts.has("weight")) {
    await scriptWeights(server.base, pages, await formPages(server.base), budgets);
    console.log();
  }
  if (parts.has("change")) {
    await contentChangeVisible(server, budgets);
    console.log();
  }
  if (parts.has("load")) {
    await loadTests(server.base, pages, SECONDS, budgets);
    console.log();
  }
  if (parts.has("extras")) {
    console.log("Figures without a budget:");
    console.log(await signInApi(server));
    console.log(await oversizedUploads(server));
    console.log(await numberToCodeScreen(server.base));
    console.log();
  }
  if (parts.has("integrity")) {
    // Its own server (the trusted proxy, production limits), after the main one is left alone.
    await integrityPart({
      startServer,
      port: PORT + 1,
      clients: INTEGRITY_CLIENTS,
      seconds: INTEGRITY_SECONDS,
      budgets,
    });
    console.log();
  }
  console.log(`bench took ${Math.round((performance.now() - started) / 1000)} s`);
  console.log(budgets.summary());
} finally {
  await server.stop();
}
process.exit(0);
