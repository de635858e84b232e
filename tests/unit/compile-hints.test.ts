// scripts/build/compile-hints.mjs: the framework scripts of a build get V8's compile hint on their
// first line, once, with their source maps shifted by that line; no other file is touched.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT } from "../../scripts/build/compile-hints.mjs";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function fakeBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  dirs.push(dist);
  fs.mkdirSync(path.join(dist, "static/chunks"), { recursive: true });
  fs.writeFileSync(
    path.join(dist, "build-manifest.json"),
    JSON.stringify({ rootMainFiles: ["static/chunks/react-dom.js", "static/chunks/turbopack-runtime.js"], polyfillFiles: ["static/chunks/polyfills.js"] }),
  );
  fs.writeFileSync(path.join(dist, "static/chunks/react-dom.js"), "(globalThis.TURBOPACK||[]).push([1,(e)=>{}]);");
  fs.writeFileSync(path.join(dist, "static/chunks/react-dom.js.map"), JSON.stringify({ version: 3, mappings: "AAAA,CAAC", sources: ["a.js"] }));
  fs.writeFileSync(path.join(dist, "static/chunks/turbopack-runtime.js"), "(()=>{})();");
  fs.writeFileSync(path.join(dist, "static/chunks/polyfills.js"), "polyfill();");
  fs.writeFileSync(path.join(dist, "static/chunks/page.js"), "page();");
  return dist;
}

const read = (dist: string, file: string) => fs.readFileSync(path.join(dist, "static/chunks", file), "utf8");

describe("compile hints after the build", () => {
  it("puts the hint on its own first line of each framework script and keeps the code as it was", () => {
    const dist = fakeBuild();
    expect(addCompileHints(dist)).toEqual(["static/chunks/react-dom.js", "static/chunks/turbopack-runtime.js"]);
    expect(read(dist, "react-dom.js")).toBe(`${COMPILE_HINT}\n(globalThis.TURBOPACK||[]).push([1,(e)=>{}]);`);
    expect(read(dist, "turbopack-runtime.js")).toBe(`${COMPILE_HINT}\n(()=>{})();`);
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad");
  });

  it("leaves the scripts that are not loaded by every page alone", () => {
    const dist = fakeBuild();
    addCompileHints(dist);
    expect(read(dist, "page.js")).toBe("page();");
    expect(read(dist, "polyfills.js")).toBe("polyfill();");
  });

  it("moves a source map down by the added line", () => {
    const dist = fakeBuild();
    addCompileHints(dist);
    expect(JSON.parse(read(dist, "react-dom.js.map")).mappings).toBe(";AAAA,CAAC");
  });

  it("marks a build once, however often it runs", () => {
    const dist = fakeBuild();
    addCompileHints(dist);
    expect(addCompileHints(dist)).toEqual([]);
    expect(read(dist, "react-dom.js").split(COMPILE_HINT)).toHaveLength(2);
    expect(JSON.parse(read(dist, "react-dom.js.map")).mappings).toBe(";AAAA,CAAC");
  });
});
