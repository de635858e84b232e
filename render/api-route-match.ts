// Which API route module answers a path, as Next's router decides it for app/api/v1: a literal
// segment wins over a [param] one at the same place; params are percent-decoded.

/** A route module as Next loads it: its exported method handlers (GET, POST …) and route options. */
export type ApiRouteModule = Record<string, unknown>;
export type ApiRouteTable = Record<string, () => Promise<ApiRouteModule>>;
export type ApiRouteMatch = { pattern: string; load: () => Promise<ApiRouteModule>; params: Record<string, string> };

type CompiledRoute = { pattern: string; segments: string[]; load: () => Promise<ApiRouteModule> };

const paramName = (segment: string) => (segment.startsWith("[") && segment.endsWith("]") ? segment.slice(1, -1) : "");

/** Literal segments before [param] ones, position by position (so /a/new is tried before /a/[id]). */
function byPrecedence(a: CompiledRoute, b: CompiledRoute): number {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    const order = Number(Boolean(paramName(a.segments[i]!))) - Number(Boolean(paramName(b.segments[i]!)));
    if (order) return order;
  }
  return 0;
}

const compiled = new WeakMap<ApiRouteTable, CompiledRoute[]>();

function compile(table: ApiRouteTable): CompiledRoute[] {
  let routes = compiled.get(table);
  if (!routes) {
    routes = Object.entries(table)
      .map(([pattern, load]) => ({ pattern, segments: pattern.split("/").filter(Boolean), load }))
      .sort(byPrecedence);
    compiled.set(table, routes);
  }
  return routes;
}

/** The route of `pathname` (`/v1/event/index`, without the `/api` prefix), or undefined. */
export function matchApiRoute(table: ApiRouteTable, pathname: string): ApiRouteMatch | undefined {
  const parts = pathname.split("/").filter(Boolean);
  let decoded: string[];
  try {
    decoded = parts.map((part) => decodeURIComponent(part));
  } catch {
    return undefined;
  }
  for (const route of compile(table)) {
    if (route.segments.length !== decoded.length) continue;
    const params: Record<string, string> = {};
    const matches = route.segments.every((segment, i) => {
      const name = paramName(segment);
      if (name) params[name] = decoded[i]!;
      return name ? true : segment === parts[i];
    });
    if (matches) return { pattern: route.pattern, load: route.load, params };
  }
  return undefined;
}
