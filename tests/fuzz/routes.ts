// Finds every route handler of the app by globbing app/**/route.ts, so a new endpoint is fuzzed
// without anyone listing it, and the query parameters the API reads, by scanning its source.
import fs from "node:fs";
import path from "node:path";

export const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof METHODS)[number];
export type RouteHandler = (request: Request, context: unknown) => Promise<Response> | Response;

/** One URL segment of a route: fixed text, or a dynamic `[name]`, `[...name]` or `[[...name]]`. */
export type Segment =
  { kind: "static"; text: string } | { kind: "dynamic"; name: string; catchAll: boolean; optional: boolean };

export type Endpoint = {
  /** The route file, relative to the project. */
  file: string;
  /** e.g. "/api/v1/event/index" or "/media/art/[kind]/[file]". */
  path: string;
  segments: Segment[];
  method: Method;
  handler: RouteHandler;
  isApi: boolean;
};

const root = process.cwd();

function parseSegment(text: string): Segment {
  const optional = /^\[\[\.\.\.(.+)\]\]$/.exec(text);
  if (optional) return { kind: "dynamic", name: optional[1]!, catchAll: true, optional: true };
  const catchAll = /^\[\.\.\.(.+)\]$/.exec(text);
  if (catchAll) return { kind: "dynamic", name: catchAll[1]!, catchAll: true, optional: false };
  const single = /^\[(.+)\]$/.exec(text);
  if (single) return { kind: "dynamic", name: single[1]!, catchAll: false, optional: false };
  return { kind: "static", text };
}

/** Every route.ts under app/, its URL path and its exported method handlers. */
export async function discoverEndpoints(): Promise<Endpoint[]> {
  const appDir = path.join(root, "app");
  const files = (fs.readdirSync(appDir, { recursive: true, encoding: "utf8" }) as string[])
    .filter((file) => path.basename(file) === "route.ts")
    .sort();
  const endpoints: Endpoint[] = [];
  for (const file of files) {
    const parts = path
      .dirname(file)
      .split(path.sep)
      .filter((part) => part && part !== ".");
    // Route groups "(site)" are not part of the URL.
    const segments = parts.filter((part) => !/^\(.*\)$/.test(part)).map(parseSegment);
    const urlPath =
      "/" +
      segments.map((s) => (s.kind === "static" ? s.text : s.catchAll ? `[...${s.name}]` : `[${s.name}]`)).join("/");
    const routeModule = (await import(/* @vite-ignore */ path.join(appDir, file))) as Partial<
      Record<Method, RouteHandler>
    >;
    for (const method of METHODS) {
      const handler = routeModule[method];
      if (typeof handler !== "function") continue;
      endpoints.push({
        file: path.join("app", file),
        path: urlPath,
        segments,
        method,
        handler,
        isApi: urlPath.startsWith("/api/"),
      });
    }
  }
  return endpoints;
}

function sourceFiles(dir: string): string[] {
  return (fs.readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" }) as string[])
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file))
    .map((file) => path.join(root, dir, file));
}

/** Names the API reads from the query string (`params.get("q")` and the like), plus the contract's. */
export function discoverQueryParams(): string[] {
  const names = new Set([
    "page",
    "per-page",
    "sort",
    "q",
    "slug",
    "id",
    "expand",
    "fields",
    "tags[]",
    "tag",
    "filter",
    "filter[category]",
    "type",
    "kind",
  ]);
  const pattern = /(?:params|searchParams|query)\.(?:get|getAll|has)\(\s*["']([^"']+)["']\s*\)/g;
  for (const file of [...sourceFiles("app/api"), ...sourceFiles("server"), ...sourceFiles("app/media")]) {
    for (const match of fs.readFileSync(file, "utf8").matchAll(pattern)) names.add(match[1]!);
  }
  return [...names].sort();
}
