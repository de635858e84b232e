// The table a server render finds the API's route modules in (render/api-routes.ts, written by
// scripts/api-route-table.mjs) lists every route.ts under app/api/v1 and nothing else, and a path
// finds its module as Next's router would (a literal segment before a [param]).
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { apiRoutePatterns } from "@/scripts/api-route-table.mjs";
import { matchApiRoute, type ApiRouteTable } from "@/render/api-route-match";
import { apiRoutes } from "@/render/api-routes";

const source = fs.readFileSync("render/api-routes.ts", "utf8");

describe("the API's route table", () => {
  it("has an entry for every route module under app/api/v1, and none for a file that is not there", () => {
    const routes = apiRoutePatterns();
    expect(routes.length).toBeGreaterThan(200);
    expect(Object.keys(apiRoutes).sort(), "run `node scripts/api-route-table.mjs`").toEqual(routes);
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
