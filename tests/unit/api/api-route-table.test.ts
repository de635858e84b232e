// The table a server render finds the API's route modules in (render/api-routes.ts, written by
// scripts/api-route-table.mjs) lists every route.ts under app/api/v1 that answers GET and nothing
// else, and a path finds its module as Next's router would (a literal segment before a [param]).
// Every GET route declares its rule for the shared cache, and server/cache/shared-reads.ts (written
// by the same script) lists exactly the routes whose rule shares their answer.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  apiReadPatterns,
  apiRoutePatterns,
  apiRouteTableSource,
  declaredRule,
  sharedReadsSource,
} from "@/scripts/api-route-table.mjs";
import { matchApiRoute, type ApiRouteTable } from "@/render/api-route-match";
import { apiRoutes } from "@/render/api-routes";
import { notShared, readRuleOf } from "@/server/cache/public-reads";
import { sharedReads } from "@/server/cache/shared-reads";

const source = fs.readFileSync("render/api-routes.ts", "utf8");
const REGENERATE = "run `node scripts/api-route-table.mjs`";

describe("the API's route table", () => {
  it("has an entry for every route module under app/api/v1 that answers GET, and none for another", async () => {
    const routes = apiRoutePatterns();
    const reads = apiReadPatterns();
    expect(routes.length).toBeGreaterThan(200);
    expect(reads.length).toBeGreaterThan(100);
    expect(reads.length).toBeLessThan(routes.length);
    expect(Object.keys(apiRoutes).sort(), REGENERATE).toEqual(reads);
    expect(source, REGENERATE).toBe(await apiRouteTableSource());
    for (const pattern of Object.keys(apiRoutes)) {
      expect(fs.existsSync(`app/api${pattern}/route.ts`), pattern).toBe(true);
    }
  });

  it("loads for each path the module at that path", () => {
    const imports = [...source.matchAll(/"(\/v1[^"]*)":\s*\(\)\s*=>\s*import\("@\/app\/api([^"]*)\/route"\)/g)];
    expect(imports.length).toBe(Object.keys(apiRoutes).length);
    for (const [, pattern, path] of imports) expect(path, pattern).toBe(pattern);
  });

  it("loads a module that answers with method handlers", async () => {
    const routeModule = await apiRoutes["/v1/event/index"]!();
    expect(typeof routeModule.GET).toBe("function");
  });

  it("leaves a path without GET to HTTP: no GET route's [param] answers it in process", () => {
    const readsOnly = new Set(apiReadPatterns());
    const others = apiRoutePatterns().filter((pattern) => !readsOnly.has(pattern));
    expect(others.length).toBeGreaterThan(50);
    for (const pattern of others) {
      // The path as a caller writes it (a digit for each [param]): no GET route's [param] takes it in.
      expect(matchApiRoute(apiRoutes, pattern.replace(/\[[^\]]+\]/g, "1"))?.pattern, pattern).toBeUndefined();
    }
  });
});

describe("the cache rules of the GET routes", () => {
  it("are declared by every GET route, and the shared ones are the generated list", async () => {
    for (const [pattern, load] of Object.entries(apiRoutes)) {
      const rule = readRuleOf((await load()).GET);
      expect(rule, `${pattern} declares no cache rule (apiHandler's \`cache\`)`).toBeDefined();
      expect(rule, `${pattern}: ${REGENERATE}`).toEqual(sharedReads[pattern] ?? notShared);
    }
    expect(Object.keys(sharedReads).every((pattern) => pattern in apiRoutes)).toBe(true);
    expect(fs.readFileSync("server/cache/shared-reads.ts", "utf8"), REGENERATE).toBe(await sharedReadsSource());
  }, 120_000);

  it("are read from the route file as written, one per file", () => {
    expect(
      declaredRule('import { publicList } from "x";\nexport const GET = apiHandler(f, { cache: publicList("job") });'),
    ).toBe('publicList("job")');
    expect(
      declaredRule('export const GET = apiHandler(f, {\n  cache: publicDetail("faq", {\n countsView: true }),\n});'),
    ).toBe('publicDetail("faq", { countsView: true })');
    expect(declaredRule("export const GET = declareReadRule(routes.read, notShared);")).toBe("notShared");
    expect(declaredRule("export const GET = apiHandler(f);")).toBeUndefined();
    expect(() => declaredRule("a(notShared); b(publicSearch);")).toThrow();
  });
});

describe("matching a path to its route", () => {
  const load = async () => ({});
  const table: ApiRouteTable = {
    "/v1/things/[id]": load,
    "/v1/things/new": load,
    "/v1/things/[id]/parts/[part]": load,
    "/v1/things": load,
  };

  it("prefers a literal segment to a param, and decodes params", () => {
    expect(matchApiRoute(table, "/v1/things/new")).toMatchObject({ pattern: "/v1/things/new", params: {} });
    expect(matchApiRoute(table, "/v1/things/12")).toMatchObject({ pattern: "/v1/things/[id]", params: { id: "12" } });
    expect(matchApiRoute(table, "/v1/things/a%20b/parts/%D8%A7")).toMatchObject({
      pattern: "/v1/things/[id]/parts/[part]",
      params: { id: "a b", part: "ا" },
    });
    expect(matchApiRoute(table, "/v1/things")).toMatchObject({ pattern: "/v1/things" });
  });

  it("finds nothing for an unknown path or a broken escape", () => {
    expect(matchApiRoute(table, "/v1/other")).toBeUndefined();
    expect(matchApiRoute(table, "/v1/things/1/parts")).toBeUndefined();
    expect(matchApiRoute(table, "/v1/things/%zz")).toBeUndefined();
  });
});
