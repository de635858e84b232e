// Where the CPU time of one page goes: the production entry under `node --cpu-prof`, 50 clients
// (PROFILE_CONNECTIONS)
// on the page for PROFILE_SECONDS (10), stopped with SIGTERM (the profile is written on exit),
// then the summary of cpuprofile-summary.mjs. Build first; run alone (it loads both cores).
// Usage: node scripts/profile/profile-page.mjs /track [rows]   (PAGE_CACHE_SECONDS=0 profiles
// renders, not the entry's page cache; PROFILE_CPU=0 measures without the profiler; PROFILE_PORT,
// 3301 by default)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { run } from "../bench/load.mjs";
import { startServer } from "../bench/server.mjs";
import { printSummary, summarize } from "./cpuprofile-summary.mjs";

const page = process.argv[2] ?? "/track";
const rows = Number(process.argv[3] ?? 25);
const seconds = Number(process.env.PROFILE_SECONDS ?? 10);
const connections = Number(process.env.PROFILE_CONNECTIONS ?? 50);
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), "avinox-profile-"));

// PROFILE_CPU=0: the same load without the profiler, for the CPU a request costs without its overhead.
const profiling = process.env.PROFILE_CPU !== "0";
const server = startServer({
  port: Number(process.env.PROFILE_PORT ?? 3301),
  nodeArgs: profiling ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
});
process.on("exit", () => server.kill());
await server.ready();
const url = `${server.base}${page}`;
const sample = await fetch(url);
const html = await sample.text();
// How much of the page is the RSC payload Next inlines for hydration (self.__next_f.push scripts).
const inline = [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
const flight = inline
  .filter((body) => body.includes("self.__next_f"))
  .reduce((sum, body) => sum + Buffer.byteLength(body), 0);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(
  `${page}: ${sample.status}, HTML ${kib(Buffer.byteLength(html))} (${kib(zlib.gzipSync(html).length)} gzip), of which inline RSC payload ${kib(flight)} in ${inline.length} inline scripts; cache ${sample.headers.get("x-cache") ?? "–"}`,
);
await run({ url, connections: 10, duration: 2 }); // warm up (left out of the summary)
/** The server's CPU time so far (all its threads: zlib, GC helpers), in ms (Linux). */
const cpuMs = () => {
  const fields = fs.readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, 100 ticks a second
};
const cpuBefore = cpuMs();
const loadStarted = performance.now();
const result = await run({ url, connections, duration: seconds });
const loadEnded = performance.now();
const cpuPerRequest = (cpuMs() - cpuBefore) / result.requests.total;
console.log(
  `load, ${connections} connections: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} failed; ` +
    `server CPU ${cpuPerRequest.toFixed(1)} ms a request (all threads${profiling ? ", profiler overhead included" : ""})`,
);
await server.stop();
if (!profiling) process.exit(0);
const file = fs.readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"));
if (!file) throw new Error(`no profile in ${profileDir}`);
console.log(`profile: ${path.join(profileDir, file)}`);
// Only the load: the profile ends when the server exits, so the window is counted back from there.
const window = [(server.exitedAt() - loadStarted) * 1000, (server.exitedAt() - loadEnded) * 1000];
fs.writeFileSync(path.join(profileDir, "page.html"), html);
const summary = summarize(JSON.parse(fs.readFileSync(path.join(profileDir, file), "utf8")), window);
// Kept beside the profile for further questions (the .next chunks' names change with each build).
fs.writeFileSync(
  path.join(profileDir, "summary.json"),
  JSON.stringify({ page, requests: result.requests.total, ...summary }),
);
printSummary(summary, rows, result.requests.total);
