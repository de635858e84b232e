// The project's import boundaries (eslint.config.mjs), each shown to hold: a file that crosses one
// fails lint, and the same file inside its boundary passes. Snippets are linted as if they lived at
// the given path, so nothing is written to the tree.
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

/** The rule ids lint reports for `code` placed at `filePath`. */
async function problems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe("lint boundaries", () => {
  it("site code does not import server/ (it calls the API through render/ and lib/api)", async () => {
    const code = 'import { getDb } from "@/server/db/client";\nexport const open = getDb;\n';
    expect(await problems(code, "components/events/leak.tsx")).toContain("no-restricted-imports");
    expect(await problems(code, "shared/format/leak.ts")).toContain("no-restricted-imports");
    expect(await problems(code, "validation/leak.ts")).toContain("no-restricted-imports");
    expect(await problems(code, "lib/api/leak.ts")).toContain("no-restricted-imports");
    expect(await problems(code, "server/events/fine.ts")).not.toContain("no-restricted-imports");
  }, 60_000);

  it("server rendering's helpers (render/) serve pages and server components, and read both halves", async () => {
    const channel = 'import { publicServerApi } from "@/render/api";\nexport const api = publicServerApi;\n';
    expect(await problems(channel, "app/(site)/events/fine.tsx")).not.toContain("no-restricted-imports");
    expect(await problems(channel, "components/layout/fine.tsx")).not.toContain("no-restricted-imports");
    for (const path of [
      "lib/api/leak.ts",
      "server/events/leak.ts",
      "shared/leak.ts",
      "validation/leak.ts",
      "app/api/v1/event/leak/route.ts",
    ])
      expect(await problems(channel, path), path).toContain("no-restricted-imports");
    const glue =
      'import { createApiClient } from "@/lib/api/client";\nimport { serverEnv } from "@/server/env";\nimport { verifyVisitor } from "@/server/http/visitor";\nexport const parts = [createApiClient, serverEnv, verifyVisitor];\n';
    expect(await problems(glue, "render/fine.ts")).not.toContain("no-restricted-imports");
  }, 60_000);

  it("route handlers leave queries to server/ modules", async () => {
    const query =
      'import { eq } from "drizzle-orm";\nimport { users } from "@/server/db/schema";\nexport const byId = (id: number) => eq(users.id, id);\n';
    expect(await problems(query, "app/api/v1/user/leak/route.ts")).toEqual([
      "no-restricted-imports",
      "no-restricted-imports",
    ]);
    expect(await problems(query, "server/account/fine.ts")).not.toContain("no-restricted-imports");
    const thin =
      'import { getDb } from "@/server/db/client";\nexport const GET = async () => Response.json(Boolean(await getDb()));\n';
    expect(await problems(thin, "app/api/v1/user/fine/route.ts")).not.toContain("no-restricted-imports");
  }, 60_000);

  it("only the route handlers under app/api may import server/; a route.ts elsewhere is site code", async () => {
    const handler =
      'import { renderArt } from "@/server/media/art";\nexport const GET = () => new Response(renderArt("event", "x"));\n';
    expect(await problems(handler, "app/media/art/[kind]/[file]/route.ts")).toContain("no-restricted-imports");
    expect(await problems(handler, "app/(legacy)/careers/route.ts")).toContain("no-restricted-imports");
    expect(await problems(handler, "app/api/media/art/[kind]/[file]/route.ts")).not.toContain("no-restricted-imports");
  }, 60_000);

  it("pages read cookies and headers only through the two modules that keep them out of the shared cache", async () => {
    const code = 'import { cookies } from "next/headers";\nexport const read = cookies;\n';
    expect(await problems(code, "app/(site)/events/leak.tsx")).toContain("no-restricted-imports");
    expect(await problems(code, "render/leak.ts")).toContain("no-restricted-imports");
    expect(await problems(code, "lib/auth/leak.ts")).toContain("no-restricted-imports");
    expect(await problems(code, "render/session-cookies.ts")).not.toContain("no-restricted-imports");
  }, 60_000);

  it("the shared vocabulary imports nothing from the halves that read it", async () => {
    const client = 'import { showToast } from "@/lib/toast";\nexport const toast = showToast;\n';
    expect(await problems(client, "shared/format/leak.ts")).toContain("no-restricted-imports");
    const schema =
      'import { contactSchema } from "@/validation/requests/contact";\nexport const schema = contactSchema;\n';
    expect(await problems(schema, "shared/leak.ts")).toContain("no-restricted-imports");
    const vocabulary =
      'import { toPersianDigits } from "@/shared/format/digits";\nexport const digits = toPersianDigits;\n';
    for (const path of [
      "shared/format/fine.ts",
      "validation/fine.ts",
      "server/events/fine.ts",
      "components/events/fine.tsx",
    ])
      expect(await problems(vocabulary, path)).not.toContain("no-restricted-imports");
  }, 60_000);

  it("validation/ and server/ take the vocabulary from shared/, never the client half", async () => {
    const client = 'import { showToast } from "@/lib/toast";\nexport const toast = showToast;\n';
    expect(await problems(client, "validation/requests/leak.ts")).toContain("no-restricted-imports");
    const resource = 'import type { ApiClient } from "@/lib/api/client";\nexport type Client = ApiClient;\n';
    expect(await problems(resource, "server/coupons/leak.ts")).toContain("no-restricted-imports");
    // Nothing of lib/ at all, not even what looks harmless (it belongs to the client half).
    const helper = 'import { excerpt } from "@/lib/seo";\nexport const cut = excerpt;\n';
    expect(await problems(helper, "server/search/leak.ts")).toContain("no-restricted-imports");
  }, 60_000);

  it("pages read the server's configuration and nothing else of server/; the client half not even that", async () => {
    const env = 'import { serverEnv } from "@/server/env";\nexport const env = serverEnv;\n';
    expect(await problems(env, "components/layout/fine.tsx")).not.toContain("no-restricted-imports");
    expect(await problems(env, "render/fine.ts")).not.toContain("no-restricted-imports");
    expect(await problems(env, "lib/auth/leak.ts")).toContain("no-restricted-imports");
    const db = 'import { getDb } from "@/server/db/client";\nexport const open = getDb;\n';
    expect(await problems(db, "components/layout/leak.tsx")).toContain("no-restricted-imports");
  }, 60_000);
});
