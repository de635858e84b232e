// @vitest-environment jsdom
// Every page with a dynamic segment (found by globbing app/(site)/**/page.tsx and app/(legacy)/**), given segments that
// name nothing — a NUL (/events/%00, /page/%00 once answered 500), a broken percent-encoding, an
// encoded lone surrogate, prototype names, a huge one — ends as the 404 page (or a redirect, or
// its own content), never as the error screen. Rendered against the real API on a seeded database.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { seedDatabase } from "@/server/seed";
import { withFreshDatabase } from "../support/database";
import { allGetRoutes, renderPage, serveApiRoutes, type PageModule } from "../support/page-harness";

vi.mock("next/navigation", async (original) => (await import("../support/next-mocks")).staticNavigation(original));
vi.mock("next/form", async () => (await import("../support/next-mocks")).plainForm);

const APP = path.join(process.cwd(), "app");

/** Pages behind sign-in read the session cookie, which needs a real request: the e2e tests cover them. */
const SIGNED_IN = /^\/(profile|callback)\//;

const pages = ["(site)", "(legacy)"]
  .flatMap((group) =>
    (fs.readdirSync(path.join(APP, group), { recursive: true, encoding: "utf8" }) as string[]).map((file) =>
      path.join(group, file),
    ),
  )
  .filter((file) => path.basename(file) === "page.tsx" && file.includes("["))
  .map((file) => ({ file, route: `/${path.dirname(file).split(path.sep).slice(1).join("/")}` }))
  .filter(({ route }) => !SIGNED_IN.test(route))
  .sort((a, b) => a.route.localeCompare(b.route));

const BAD_SEGMENTS = [
  "%00",
  "%zz",
  "%",
  "%E0%A4%A",
  "%ED%A0%80",
  "a%0Ab",
  "__proto__",
  "constructor",
  "-1",
  "2147483648",
  "%D8%B3".repeat(400),
];

const database = withFreshDatabase();
serveApiRoutes(allGetRoutes(), async () => {
  await seedDatabase(database.handle().db);
});

/** How the render ended: "rendered", or the digest Next reads (404, redirect), or the error. */
async function outcome(file: string, params: Record<string, string | string[]>): Promise<string> {
  const pageModule = import(/* @vite-ignore */ path.join(APP, file)) as Promise<PageModule>;
  return renderPage(pageModule, params as Record<string, string>).then(
    () => "rendered",
    (error: { digest?: string; message?: string }) =>
      error?.digest?.split(";").slice(0, 2).join(";") ?? `error: ${error?.message ?? String(error)}`,
  );
}

describe("pages given segments that name nothing", () => {
  it("finds the dynamic pages", () => {
    expect(pages.map((p) => p.route)).toEqual(
      expect.arrayContaining(["/events/[slug]", "/page/[slug]", "/businesses/[slug]", "/jobs/[id]"]),
    );
  });

  for (const { file, route } of pages) {
    it(`${route} answers 404 (or a redirect), never the error screen`, async () => {
      const names = [...route.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((m) => m[1]!);
      for (const bad of BAD_SEGMENTS) {
        // Each segment in turn gets the bad value; the others get a plain one.
        for (const target of names) {
          const params = Object.fromEntries(names.map((name) => [name, name === target ? bad : "1"]));
          if (route.includes("[[...") || route.includes("[..."))
            for (const name of names) params[name] = [params[name] as string] as never;
          const result = await outcome(file, params);
          expect(
            ["rendered", "NEXT_HTTP_ERROR_FALLBACK;404", "NEXT_REDIRECT;replace", "NEXT_REDIRECT;push"],
            `${route} ${target}=${bad.slice(0, 20)}`,
          ).toContain(result);
        }
      }
    });
  }
});
