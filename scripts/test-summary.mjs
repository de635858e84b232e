// Adds up the vitest and Playwright JSON reports into the closing line CI reads, after the slowest
// test files of each report (where the 45-minute budget goes).
import fs from "node:fs";
import path from "node:path";

const dir = process.argv[2];
const SLOWEST = 8;
let passed = 0;
let failed = 0;
let skipped = 0;

/** Seconds per file of a Playwright report (its suites nest by file, then describe blocks). */
function playwrightFileSeconds(report) {
  const seconds = new Map();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? [])
          seconds.set(file, (seconds.get(file) ?? 0) + (result.duration ?? 0) / 1000);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title);
  return seconds;
}

function printSlowest(label, seconds) {
  const rows = [...seconds].sort((a, b) => b[1] - a[1]).slice(0, SLOWEST);
  if (!rows.length) return;
  const total = [...seconds.values()].reduce((sum, s) => sum + s, 0);
  console.log(`\nslowest files, ${label} (${seconds.size} files, ${total.toFixed(0)} s in all):`);
  for (const [file, s] of rows) console.log(`${s.toFixed(1).padStart(8)} s  ${file}`);
}

for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  if (file.startsWith("vitest")) {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    const seconds = new Map(
      (report.testResults ?? []).map((r) => [path.relative(process.cwd(), r.name), (r.endTime - r.startTime) / 1000]),
    );
    printSlowest(file.replace(/\.json$/, ""), seconds);
  } else {
    // A flaky test failed once and then passed on its retry.
    passed += (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
    failed += report.stats?.unexpected ?? 0;
    skipped += report.stats?.skipped ?? 0;
    printSlowest(file.replace(/\.json$/, ""), playwrightFileSeconds(report));
  }
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
