import "server-only";
// Violations of the pages' Content-Security-Policy, as browsers report them: logged (directive,
// blocked origin, page path; nothing a visitor typed) and appended to DATA_DIR/csp-reports.jsonl,
// which the browser tests read to fail on any violation. The file stops growing at 1 MiB.
import { log } from "@/server/log";
import fs from "node:fs/promises";
import path from "node:path";
import { serverEnv } from "@/server/env";
import { loggablePath } from "@/entry/log.mjs";

export type CspViolation = { directive: string; blocked: string; page: string; at: string };

const MAX_FILE_BYTES = 1024 * 1024;

export function cspReportsPath(dataDir = serverEnv().DATA_DIR): string {
  return path.resolve(dataDir, "csp-reports.jsonl");
}

function originOrKeyword(value: unknown): string {
  if (typeof value !== "string") return "";
  try {
    return new URL(value).origin;
  } catch {
    return value.slice(0, 40); // "inline", "eval", "self"…
  }
}

function pathOf(value: unknown): string {
  if (typeof value !== "string") return "";
  try {
    // The page's path as every log line writes it: a secret link's token is not kept (SECRET_PATHS).
    return (loggablePath(new URL(value).pathname) ?? "").slice(0, 200);
  } catch {
    return "";
  }
}

/** The violations in a report body: the old `{"csp-report": …}` form or the Reporting API's array. */
export function violationsOf(body: unknown, now = new Date()): CspViolation[] {
  const reports: unknown[] = Array.isArray(body)
    ? body.map((r) => (r as { body?: unknown })?.body)
    : [(body as { "csp-report"?: unknown })?.["csp-report"]];
  return reports
    .filter((r): r is Record<string, unknown> => Boolean(r) && typeof r === "object")
    .map((r) => ({
      directive: String(r["effective-directive"] ?? r["effectiveDirective"] ?? r["violated-directive"] ?? "").slice(
        0,
        60,
      ),
      blocked: originOrKeyword(r["blocked-uri"] ?? r["blockedURL"]),
      page: pathOf(r["document-uri"] ?? r["documentURL"]),
      at: now.toISOString(),
    }));
}

export async function recordViolations(violations: CspViolation[]): Promise<void> {
  if (!violations.length) return;
  for (const v of violations)
    log.warn({ directive: v.directive, blocked: v.blocked || "(none)", page: v.page }, "csp violation");
  const file = cspReportsPath();
  const size = await fs.stat(file).then(
    (s) => s.size,
    () => 0,
  );
  if (size > MAX_FILE_BYTES) return;
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.appendFile(file, violations.map((v) => JSON.stringify(v)).join("\n") + "\n", "utf8");
}
