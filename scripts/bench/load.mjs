// Requests per second and latency at 50 connections (autocannon), each page against the health
// route measured in the same run: the machine's speed cancels out of the ratio.
import autocannon from "autocannon";
import { cell, verdict } from "./budgets.mjs";

export const CONNECTIONS = 50;
export const P99_BUDGET_MS = 300;
export const RATIO_BUDGET = 0.5;

export function run(options) {
  return new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

/** What a browser asks with: every visitor's browser takes a compressed page, which the shared
 *  cache keeps ready (entry/response-cache.mjs); without it autocannon measures the transfer
 *  of 200 KB of plain HTML (`/` gave 556 req/s plain, 4,149 with brotli, in one run). */
export const BROWSER_HEADERS = {
  "accept-encoding": "gzip, deflate, br",
  accept: "text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8",
};

async function loadOne(base, path, seconds) {
  const r = await run({ url: `${base}${path}`, connections: CONNECTIONS, duration: seconds, headers: BROWSER_HEADERS });
  // autocannon counts a time-out among its errors too; here they are apart.
  return {
    path,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors - r.timeouts + r.non2xx,
    timeouts: r.timeouts,
  };
}

export async function loadTests(base, pages, seconds, budgets) {
  // Every route warmed first (a cold one runs unoptimised code), then health before and after the
  // pages: the higher of the two is the reference, so a slow start cannot make the ratios easy.
  for (const path of ["/api/v1/health", ...pages])
    await run({ url: `${base}${path}`, connections: 10, duration: 1, headers: BROWSER_HEADERS });
  const healthBefore = await loadOne(base, "/api/v1/health", seconds);
  const results = [];
  for (const path of pages) results.push(await loadOne(base, path, seconds));
  const healthAfter = await loadOne(base, "/api/v1/health", seconds);
  const health = healthAfter.rps > healthBefore.rps ? healthAfter : healthBefore;
  const floor = health.rps * RATIO_BUDGET;
  console.log(
    `Load, ${CONNECTIONS} connections asking as a browser does (compressed), ${seconds} s each. Budgets: req/s ≥ ${RATIO_BUDGET} × health's (${floor.toFixed(0)}), p99 ≤ ${P99_BUDGET_MS} ms, 0 errors, 0 timeouts`,
  );
  const header = `${"path".padEnd(34)}${"req/s".padStart(9)}${"× health".padStart(11)}${"p50 ms".padStart(10)}${"p99 ms".padStart(10)}${"errors".padStart(9)}${"timeouts".padStart(11)}  verdict`;
  console.log(header);
  for (const [label, h] of [
    ["/api/v1/health (before)", healthBefore],
    ["/api/v1/health (after)", healthAfter],
  ]) {
    console.log(
      `${label.padEnd(34)}${cell(h.rps.toFixed(0), 7)}${cell((h.rps / health.rps).toFixed(2), 9)}${cell(String(h.p50), 8)}${cell(String(h.p99), 8)}${cell(String(h.errors), 7)}${cell(String(h.timeouts), 9)}  ${h === health ? "(reference)" : ""}`,
    );
  }
  for (const r of results) {
    const path = r.path;
    const ratio = r.rps / health.rps;
    const checks = {
      "req/s": budgets.check(`${path} req/s`, Number(ratio.toFixed(2)), "≥", RATIO_BUDGET, (v) => `${v} × health`),
      p99: budgets.check(`${path} p99`, r.p99, "≤", P99_BUDGET_MS, (v) => `${v} ms`),
      errors: budgets.check(`${path} errors`, r.errors, "=", 0),
      timeouts: budgets.check(`${path} timeouts`, r.timeouts, "=", 0),
    };
    console.log(
      `${path.padEnd(34)}${cell(r.rps.toFixed(0), 7, checks["req/s"])}${cell(ratio.toFixed(2), 9, checks["req/s"])}${cell(String(r.p50), 8)}${cell(String(r.p99), 8, checks.p99)}${cell(String(r.errors), 7, checks.errors)}${cell(String(r.timeouts), 9, checks.timeouts)}  ${verdict(checks)}`,
    );
  }
  return health;
}
