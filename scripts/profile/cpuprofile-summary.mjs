// Reads a V8 .cpuprofile (node --cpu-prof) and prints where the time went: self time by package
// and by original source file, self time by function, and total (self + callees) time of the
// functions on the stack, each as a share of the busy (not idle) time. Frames of minified files
// with a source map beside them (Next's runtimes, the .next chunks) are named by their original
// file and function, so React's renderers, Next's app-render and the app's modules stand apart.
// Usage: node scripts/profile/cpuprofile-summary.mjs FILE.cpuprofile [rows=25]
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SourceMapConsumer } from "source-map-js";

const IDLE = new Set(["(idle)", "(program)"]);

function shortPath(file) {
  if (file.startsWith("webpack://")) return file;
  const inModules = file.lastIndexOf("node_modules/");
  if (inModules >= 0) return file.slice(inModules + "node_modules/".length);
  return path.relative(process.cwd(), file);
}

/** The package (or app folder) a source file belongs to; Next's bundled copies of React count as React. */
function packageOf(source) {
  const compiled = /next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  if (compiled) return compiled[1];
  const inModules = source.lastIndexOf("node_modules/");
  if (inModules >= 0) {
    const rest = source.slice(inModules + "node_modules/".length).split("/");
    return rest[0].startsWith("@") ? rest.slice(0, 2).join("/") : rest[0];
  }
  if (source.startsWith("webpack://next/")) return "next";
  if (source.startsWith("node:")) return `node:${source.slice(5).split("/").slice(0, 2).join("/")}`;
  if (source.startsWith("/")) {
    const relative = path.relative(process.cwd(), source);
    return relative.startsWith(".next/")
      ? ".next (unmapped)"
      : `app: ${relative.includes("/") ? relative.split("/")[0] + "/" : relative}`;
  }
  return source;
}

/** Names frames by their original position where a source map says. */
class FrameNamer {
  consumers = new Map();

  consumer(file) {
    if (!this.consumers.has(file)) {
      let consumer;
      try {
        const map = JSON.parse(fs.readFileSync(`${file}.map`, "utf8"));
        consumer = { map: new SourceMapConsumer(map), dir: path.dirname(file) };
      } catch {
        consumer = undefined;
      }
      this.consumers.set(file, consumer);
    }
    return this.consumers.get(file);
  }

  /** { source, owner, name, line }: the original file (short), its package, and the function of a call frame. */
  name(frame) {
    const fallback = frame.functionName || "(anonymous)";
    if (!frame.url) {
      const source = frame.functionName.startsWith("(") ? frame.functionName : "(native)";
      return { source, owner: source, name: fallback, line: 0 };
    }
    if (frame.url.startsWith("node:"))
      return { source: frame.url, owner: packageOf(frame.url), name: fallback, line: frame.lineNumber + 1 };
    const file = frame.url.startsWith("file:") ? fileURLToPath(frame.url) : frame.url;
    const consumer = this.consumer(file);
    if (consumer) {
      const original = consumer.map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
      if (original.source) {
        const full = original.source.startsWith("webpack://")
          ? original.source
          : decodeURIComponent(path.resolve(consumer.dir, original.source));
        return {
          source: shortPath(full),
          owner: packageOf(full),
          name: original.name || fallback,
          line: original.line,
        };
      }
    }
    return { source: shortPath(file), owner: packageOf(file), name: fallback, line: frame.lineNumber + 1 };
  }
}

/**
 * Layers a sample is charged to: the nearest frame up its stack whose source file matches one of
 * LAYERS (a Buffer.concat called by the CSP code is the CSP's), else the nearest of
 * GENERIC_LAYERS (Next's own code and node's, which every stack passes through). The shares add
 * up to 100 % of the busy time.
 */
export const LAYERS = [
  ["CSP hashing and holding the page (entry/csp.mjs)", /server\/net\/csp\.mjs|server\/net\/page-status\.mjs/],
  ["compression (compression, zlib)", /(^|\/)compression\/|node:zlib/],
  ["page cache (entry/response-cache.mjs)", /server\/net\/response-cache\.mjs/],
  ["client address (entry/forwarded.mjs)", /server\/net\/forwarded\.mjs/],
  [
    "proxy.ts and Next's middleware adapter",
    /proxy\.ts|server\/web\/adapter\.js|templates\/middleware\.js|server\/web\/spec-extension|web\/next-url/,
  ],
  ["Sentry / OpenTelemetry (Next's tracer spans)", /@sentry|@opentelemetry|instrumentation/],
  ["Next metadata (generateMetadata, <head>)", /lib\/metadata\//],
  ["app components and lib (the site's own code)", /^(components|lib|app|validation)\//],
  ["React Flight server (RSC render)", /react-server-dom-[a-z]+-server/],
  ["React Flight client (RSC payload decoded for SSR)", /react-server-dom-[a-z]+-client/],
  ["React Fizz (HTML render, react-dom/server)", /react-dom-server|react-dom\.production|react-dom\/cjs/],
  ["React (elements, JSX)", /compiled\/react\/|(^|\/)react\/cjs/],
];
export const GENERIC_LAYERS = [
  ["Next render and routing (app-render, base-server, router)", /^webpack:\/\/next\/|^next\/|\[turbopack\]|turbopack:/],
  ["node HTTP and sockets", /node:_http|node:net|node:internal\/stream_base|node:internal\/http/],
  [
    "node streams, buffers, text encoding",
    /node:internal\/streams|node:buffer|node:internal\/encoding|node:internal\/webstreams|node:internal\/buffer|node:string_decoder/,
  ],
];

/** `window`: [from, to] in µs before the profile's end (e.g. the load only, not the start-up). */
export function summarize(profile, window) {
  const namer = new FrameNamer();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const names = new Map();
  const nameOf = (id) => {
    if (!names.has(id)) names.set(id, namer.name(nodes.get(id).callFrame));
    return names.get(id);
  };
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map();
  // timeDeltas[i] is the time before sample i; the time after it belongs to it.
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i];
    if (window && (at < profile.endTime - window[0] || at > profile.endTime - window[1])) continue;
    const us = profile.timeDeltas[i + 1] ?? 0;
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + us);
  }
  const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
  const byPackage = new Map();
  const bySource = new Map();
  const byFunction = new Map();
  const inclusive = new Map();
  const sourceOnStack = new Map();
  const packageOnStack = new Map();
  const byLayer = new Map();
  let busy = 0;
  let total = 0;
  for (const [id, us] of self) {
    total += us;
    if (IDLE.has(nodes.get(id).callFrame.functionName)) continue;
    busy += us;
    const { source, owner, name, line } = nameOf(id);
    add(byPackage, owner, us);
    add(bySource, source, us);
    add(byFunction, `${name}  ${source}:${line}`, us);
    let layer = source === "(garbage collector)" ? "garbage collector" : undefined;
    for (const layers of [LAYERS, GENERIC_LAYERS]) {
      for (let node = id; !layer && node !== undefined; node = parent.get(node)) {
        const frameSource = nameOf(node).source;
        layer = layers.find(([, pattern]) => pattern.test(frameSource))?.[0];
      }
    }
    add(byLayer, layer ?? "other (node internals: promises, timers, async hooks)", us);
    // Each function (and source file) on the stack once, however often it recurses.
    const seen = new Set();
    const seenSources = new Set();
    const seenPackages = new Set();
    for (let node = id; node !== undefined; node = parent.get(node)) {
      if (!nodes.get(node).callFrame.url) continue;
      const frame = nameOf(node);
      const key = `${frame.name}  ${frame.source}:${frame.line}`;
      if (!seen.has(key)) add(inclusive, key, us);
      seen.add(key);
      if (!seenSources.has(frame.source)) add(sourceOnStack, frame.source, us);
      seenSources.add(frame.source);
      if (!seenPackages.has(frame.owner)) add(packageOnStack, frame.owner, us);
      seenPackages.add(frame.owner);
    }
  }
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
  return {
    totalMs: total / 1000,
    busyMs: busy / 1000,
    byPackage: sorted(byPackage),
    bySource: sorted(bySource),
    byFunction: sorted(byFunction),
    inclusive: sorted(inclusive),
    sourceOnStack: sorted(sourceOnStack),
    packageOnStack: sorted(packageOnStack),
    byLayer: sorted(byLayer),
  };
}

export function printSummary(summary, rows = 25, requests) {
  const share = (us) => `${((us / 1000 / summary.busyMs) * 100).toFixed(1).padStart(5)} %`;
  const perRequest = (us) => (requests ? `${(us / 1000 / requests).toFixed(2).padStart(7)} ms/req` : "");
  console.log(
    `profile ${summary.totalMs.toFixed(0)} ms, busy (not idle) ${summary.busyMs.toFixed(0)} ms${requests ? `, ${requests} requests: ${(summary.busyMs / requests).toFixed(2)} ms of CPU each` : ""}`,
  );
  for (const [title, list] of [
    ["by layer (each sample charged to the nearest layer on its stack; adds up to 100 %)", summary.byLayer],
    ["self time by package", summary.byPackage],
    ["self time by source file", summary.bySource],
    ["self time by function", summary.byFunction],
    ["total time (self + callees) by function", summary.inclusive],
    ["time with the package on the stack", summary.packageOnStack],
    ["time with the source file on the stack", summary.sourceOnStack],
  ]) {
    console.log(`\n${title}:`);
    for (const [name, us] of list.slice(0, rows)) console.log(`${share(us)} ${perRequest(us)}  ${name}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) throw new Error("usage: node scripts/profile/cpuprofile-summary.mjs FILE.cpuprofile [rows]");
  printSummary(summarize(JSON.parse(fs.readFileSync(file, "utf8"))), Number(process.argv[3] ?? 25));
}
