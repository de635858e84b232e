// Rendering App Router pages in jsdom against the real API: route handlers served on a local port
// (as `next start` would serve them) and async server components awaited before React renders.
import fs from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { render } from "@testing-library/react";
import axios from "axios";
import { cloneElement, isValidElement, type ReactNode } from "react";
import { afterAll, beforeAll, vi } from "vitest";

type Handler = { GET: (request: Request, context: unknown) => Promise<Response> };
export type ApiRoutes = Record<string, () => Promise<Handler>>;

/** Every route under app/api/v1 without a dynamic segment, found on disk, so a new route is served unlisted. */
export function allGetRoutes(): ApiRoutes {
  const dir = path.join(process.cwd(), "app/api/v1");
  const routes: ApiRoutes = {};
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: "utf8" }) as string[]) {
    if (path.basename(file) !== "route.ts" || file.includes("[")) continue;
    routes[`/api/v1/${path.dirname(file).split(path.sep).join("/")}`] = () =>
      import(/* @vite-ignore */ path.join(dir, file));
  }
  return routes;
}

/** Serves the given API routes for the file's tests and points the site's API client at them. */
export function serveApiRoutes(routes: ApiRoutes, prepare: () => Promise<void> = async () => {}): void {
  let server: Server | undefined;
  beforeAll(async () => {
    await prepare();
    server = createServer(async (req, res) => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const load = routes[url.pathname];
      const response = load
        ? await (await load()).GET(new Request(url), undefined)
        : Response.json({}, { status: 404 });
      res.statusCode = response.status;
      response.headers.forEach((value, key) => res.setHeader(key, value));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    vi.stubEnv("API_INTERNAL_URL", `http://127.0.0.1:${(server.address() as { port: number }).port}`);
    // jsdom would send the server's calls through XMLHttpRequest; Node's http is what runs there.
    axios.defaults.adapter = "http";
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await new Promise((resolve) => server?.close(resolve));
  });
}

/** Awaits every async (server) component of a tree, leaving the rest for React to render. */
export async function resolveTree(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(resolveTree));
  if (!isValidElement(node)) return node;
  const type = node.type as unknown;
  if (typeof type === "function" && type.constructor.name === "AsyncFunction") {
    return resolveTree(await (type as (props: unknown) => Promise<ReactNode>)(node.props));
  }
  const { children } = node.props as { children?: ReactNode };
  if (children === undefined) return node;
  const resolved = await resolveTree(children);
  return cloneElement(node, undefined, ...(Array.isArray(resolved) ? resolved : [resolved]));
}

export type PageModule = { default: (props: never) => Promise<ReactNode> };

export async function renderPage(
  module: Promise<PageModule>,
  params: Record<string, string> = {},
  searchParams: Record<string, string> = {},
) {
  const props = { params: Promise.resolve(params), searchParams: Promise.resolve(searchParams) };
  const tree = await resolveTree(await (await module).default(props as never));
  return render(<>{tree}</>);
}

/** How a page's render ended: the digest Next reads from a thrown notFound() or redirect, or "rendered". */
export async function thrown(rendering: Promise<unknown>): Promise<string> {
  const error = await rendering.then(
    () => undefined,
    (e: unknown) => e as { digest?: string },
  );
  return error?.digest ?? "rendered";
}

/** The page's structured data (its ld+json scripts) of one schema.org `@type`, if it has one. */
export function structuredData<T extends object>(container: HTMLElement, type: string): T | undefined {
  const data = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? "null") as T & { "@type"?: string },
  );
  return data.find((entry) => entry["@type"] === type);
}

/** How a page's render ends (as `thrown` says) and, when it renders, its structured data of `type`
 *  (what the public pages' tests compare before and after a publish). */
export async function renderedWithData<T extends object>(
  page: () => Promise<PageModule>,
  params: Record<string, string>,
  type: string,
): Promise<{ page: string; data: T | undefined }> {
  const ending = await thrown(renderPage(page(), params));
  if (ending !== "rendered") return { page: ending, data: undefined };
  const { container } = await renderPage(page(), params);
  const data = structuredData<T>(container, type);
  container.remove();
  return { page: ending, data };
}
