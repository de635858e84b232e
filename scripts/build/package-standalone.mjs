// After `next build` (output: "standalone") and the compile hints: completes `.next/standalone`
// into the folder a server runs, without the source tree and without `npm install`:
// `node server.mjs` from inside it (docs/deploy.md). Next traced what its own server and the app's
// routes load (serverExternalPackages such as PGlite included); this adds what it cannot know of:
// our entry (server.mjs) and what it imports, the build's static files, public/, and the
// migrations the first start applies. Next's own entry (server.js) is removed: it would serve the
// site without the client address, CSP, compression and cache of server.mjs.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** Folders copied whole, from the project into the same place in the artifact. */
const COPIED = [".next/static", "public", "server/db/migrations"];

/**
 * Files PGlite opens at run time beside its code (read by path, not imported). Checked, not
 * assumed: a trace that missed one would ship a site whose first database call fails.
 */
export const PGLITE_RUNTIME_FILES = [
  "node_modules/@electric-sql/pglite/dist/pglite.wasm",
  "node_modules/@electric-sql/pglite/dist/pglite.data",
];

/** Completes `<projectDir>/.next/standalone`; returns its path and the files added by tracing. */
export async function packageStandalone(projectDir = ".") {
  const root = path.resolve(projectDir);
  const standalone = path.join(root, ".next/standalone");
  if (!fs.existsSync(path.join(standalone, ".next")))
    throw new Error(`${standalone} is missing: next.config.ts must set output: "standalone"`);

  // server.mjs and what it imports; `next` is left out, as Next traced its server itself.
  const { nodeFileTrace } = require("next/dist/compiled/@vercel/nft");
  const { fileList } = await nodeFileTrace([path.join(root, "server.mjs")], {
    base: root,
    ignore: (file) => file.startsWith("node_modules/next/"),
  });
  let traced = 0;
  for (const file of fileList) {
    const target = path.join(standalone, file);
    // A package Next copied already is the same; our own files are copied again (a rerun).
    if ((file.startsWith("node_modules/") && fs.existsSync(target)) || fs.statSync(path.join(root, file)).isDirectory())
      continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(root, file), target);
    traced++;
  }

  for (const folder of COPIED) {
    fs.rmSync(path.join(standalone, folder), { recursive: true, force: true });
    fs.cpSync(path.join(root, folder), path.join(standalone, folder), { recursive: true });
  }
  fs.rmSync(path.join(standalone, "server.js"), { force: true });

  const missing = PGLITE_RUNTIME_FILES.filter((file) => !fs.existsSync(path.join(standalone, file)));
  if (missing.length) throw new Error(`the standalone build lacks PGlite's run-time files: ${missing.join(", ")}`);
  return { standalone, traced };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { standalone, traced } = await packageStandalone(process.argv[2] ?? ".");
  console.log(
    `standalone: ${path.relative(process.cwd(), standalone)} (${traced} files traced from server.mjs); run it with \`node server.mjs\` from there`,
  );
}
