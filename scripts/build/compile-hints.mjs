// After `next build`: marks every script a page loads by its own <script> tags with V8's explicit
// compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136+): the framework files every page
// loads (React, React DOM, Next's router, the Turbopack runtime: build-manifest.json's
// rootMainFiles) and each route's entry chunks (the layouts' and page's client components:
// `entryJSFiles` of the routes' client reference manifests). Chromium then compiles their
// functions while the script streams in, on a background thread, instead of one by one on the
// main thread when hydration first calls each. Measured on /jobs (Lighthouse mobile), the framework
// files alone took the task that starts the page from about 470 to 175 ms of 4×-throttled CPU;
// the entry chunks took the main thread's remaining lazy compiling on /track and /events from
// 40–80 ms to 4–13 ms (unthrottled trace). Chunks loaded later (a form's checks, the sign-in modal)
// keep lazy compiling: a hint on code that is not run at load would compile it for nothing. Other
// browsers read the line as a comment.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import vm from "node:vm";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

function clientReferenceManifests(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("_client-reference-manifest.js"))
    .map((file) => path.join(dir, file));
}

/** The chunks each route's HTML loads by <script> tag, from its client reference manifest
 *  (`globalThis.__RSC_MANIFEST[route] = {…, entryJSFiles: {segment: [chunk, …]}}`). */
export function routeEntryChunks(distDir) {
  const chunks = new Set();
  for (const file of clientReferenceManifests(path.join(distDir, "server", "app"))) {
    const sandbox = { globalThis: {} };
    vm.runInNewContext(fs.readFileSync(file, "utf8"), sandbox, { filename: file });
    for (const route of Object.values(sandbox.globalThis.__RSC_MANIFEST ?? {})) {
      for (const files of Object.values(route.entryJSFiles ?? {}))
        for (const chunk of files) if (chunk.endsWith(".js")) chunks.add(chunk);
    }
  }
  return [...chunks].sort();
}

/** Puts the hint on the first line of each script pages load by tag in the build in `distDir`;
 *  returns the files it marked (the framework files first). */
export function addCompileHints(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "build-manifest.json"), "utf8"));
  const files = [...new Set([...(manifest.rootMainFiles ?? []), ...routeEntryChunks(distDir)])];
  const marked = [];
  for (const file of files) {
    const script = path.join(distDir, file);
    const source = fs.readFileSync(script, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(script, `${COMPILE_HINT}\n${source}`);
    // A source map of the file, if the build wrote one, starts one line later (";" is an empty line).
    const map = `${script}.map`;
    if (fs.existsSync(map)) {
      const sourceMap = JSON.parse(fs.readFileSync(map, "utf8"));
      if (typeof sourceMap.mappings === "string") {
        sourceMap.mappings = `;${sourceMap.mappings}`;
        fs.writeFileSync(map, JSON.stringify(sourceMap));
      }
    }
    marked.push(file);
  }
  return marked;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const distDir = path.resolve(process.argv[2] ?? ".next");
  const marked = addCompileHints(distDir);
  console.log(`compile hints: ${marked.length ? marked.join(", ") : "already marked"}`);
}
