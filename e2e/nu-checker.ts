// The W3C Nu checker (vnu.jar from the vnu-jar package; Java is on the machine) on served HTML.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// Playwright runs from the project root.
const vnuJar = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

/** The checker's errors on these documents (a name each, for the report), one line each. */
export function nuErrors(documents: Record<string, string>): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "avinox-vnu-"));
  const files = Object.entries(documents).map(([name, html]) => {
    const file = path.join(dir, `${name.replace(/[^a-z0-9]+/gi, "_") || "home"}.html`);
    fs.writeFileSync(file, html);
    return file;
  });
  let output = "";
  try {
    execFileSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...files], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    // The checker reports errors on stderr and exits 1; no report at all means it did not run.
    output = String((error as { stderr?: string }).stderr ?? "");
    if (!output) throw error;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const messages = output
    ? (JSON.parse(output) as { messages: Array<{ url: string; message: string; extract?: string }> }).messages
    : [];
  return messages.map((m) => `${path.basename(m.url)}: ${m.message} — ${m.extract ?? ""}`.slice(0, 300));
}
