// scripts/build/compile-hints.mjs: the scripts pages load by tag (the framework files and each
// route's entry chunks) get V8's compile hint on their first line, once, with their source maps
// shifted by that line; chunks loaded later (next/dynamic) and the polyfills are not touched.
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
    JSON.stringify({
      rootMainFiles: ["static/chunks/react-dom.js", "static/chunks/turbopack-runtime.js"],
      polyfillFiles: ["static/chunks/polyfills.js"],
    }),
  );
  fs.writeFileSync(path.join(dist, "static/chunks/react-dom.js"), "(globalThis.TURBOPACK||[]).push([1,(e)=>{}]);");
  fs.writeFileSync(
    path.join(dist, "static/chunks/react-dom.js.map"),
    JSON.stringify({ version: 3, mappings: "AAAA,CAAC", sources: ["a.js"] }),
  );
  fs.writeFileSync(path.join(dist, "static/chunks/turbopack-runtime.js"), "(()=>{})();");
  fs.writeFileSync(path.join(dist, "static/chunks/polyfills.js"), "polyfill();");
  fs.writeFileSync(path.join(dist, "static/chunks/page.js"), "page();");
  fs.writeFileSync(path.join(dist, "static/chunks/layout.js"), "layout();");
  fs.writeFileSync(path.join(dist, "static/chunks/sign-in-modal.js"), "modal();");
  // A route's client reference manifest as Next writes it: the chunks its HTML loads by tag, per segment.
  const route = path.join(dist, "server/app/(site)/events/page_client-reference-manifest.js");
  fs.mkdirSync(path.dirname(route), { recursive: true });
  const entry = {
    entryJSFiles: {
      "[project]/app/layout": ["static/chunks/layout.js"],
      "[project]/app/(site)/events/page": ["static/chunks/layout.js", "static/chunks/page.js"],
    },
    entryCSSFiles: { "[project]/app/layout": ["static/chunks/site.css"] },
  };
  fs.writeFileSync(
    route,
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/(site)/events/page"] = ${JSON.stringify(entry)};`,
  );
  return dist;
}

const read = (dist: string, file: string) => fs.readFileSync(path.join(dist, "static/chunks", file), "utf8");

describe("compile hints after the build", () => {
  it("puts the hint on its own first line of each framework script and keeps the code as it was", () => {
    const dist = fakeBuild();
    expect(addCompileHints(dist)).toEqual([
      "static/chunks/react-dom.js",
      "static/chunks/turbopack-runtime.js",
      "static/chunks/layout.js",
      "static/chunks/page.js",
    ]);
    expect(read(dist, "react-dom.js")).toBe(`${COMPILE_HINT}\n(globalThis.TURBOPACK||[]).push([1,(e)=>{}]);`);
    expect(read(dist, "turbopack-runtime.js")).toBe(`${COMPILE_HINT}\n(()=>{})();`);
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad");
  });

  it("marks the chunks a route's HTML loads by tag, each once however many routes share it", () => {
    const dist = fakeBuild();
    addCompileHints(dist);
    expect(read(dist, "layout.js")).toBe(`${COMPILE_HINT}\nlayout();`);
    expect(read(dist, "page.js")).toBe(`${COMPILE_HINT}\npage();`);
  });

  it("leaves the scripts no page loads at its start alone", () => {
    const dist = fakeBuild();
    addCompileHints(dist);
    expect(read(dist, "sign-in-modal.js")).toBe("modal();");
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
