// After `next build`: marks the framework scripts every page loads (React, React DOM, Next's router,
// the Turbopack runtime: build-manifest.json's rootMainFiles) with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad`, Chromium 136+). Chromium then compiles their functions while the
// script streams in, on a background thread, instead of one by one on the main thread when each is
// first called. Measured on /jobs (Lighthouse mobile): the task that starts the page fell from
// about 470 to 175 ms of 4×-throttled CPU (issue 11). Only these files: a hint on code that is not
// run at load would compile it for nothing. Other browsers read the line as a comment.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** Puts the hint on the first line of each root main file of the build in `distDir`; returns the files it marked. */
export function addCompileHints(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "build-manifest.json"), "utf8"));
  const marked = [];
  for (const file of manifest.rootMainFiles ?? []) {
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
