// Every page declares its rule for the entry's shared cache where it is defined (render/page-rule.ts):
// `sharedPage(Page)` for what every visitor sees alike, `visitorPage(Page)` for a visitor's own page,
// which the cache never keeps even when the render reads nothing of the visitor.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { BRIDGE_KEY, createResponseCache, installBridge } from "@/entry/response-cache.mjs";
import { pageRuleOf, sharedPage, visitorPage } from "@/render/page-rule";

/** The page modules Next serves (app/**\/page.tsx), with their source. */
function pageFiles(): { file: string; source: string }[] {
  return fs
    .readdirSync("app", { recursive: true })
    .map((file) => `app/${String(file).split("\\").join("/")}`)
    .filter((file) => file.endsWith("/page.tsx") && !file.startsWith("app/api/"))
    .map((file) => ({ file, source: fs.readFileSync(file, "utf8") }));
}

// The content desk's page frames (app/(desk)/admin/content/{list-page,item-pages}.tsx) make each page
// they return with visitorPage; a kind's page file only names its frame.
const DESK_FRAMES = ["contentListPage", "newContentPage", "contentEditPage", "contentPreviewPage", "itemPreviewPage"];
const DECLARED = new RegExp(`^export default (sharedPage|visitorPage|${DESK_FRAMES.join("|")})\\(`, "m");
// What only a visitor's own page calls: their session, the desk. (A lookup limited per visitor,
// visitorServerApi, may sit on a shared page, /track's empty form: the call keeps its render private.)
const READS_THE_VISITOR = /\b(authServerApi|requireIdentity|requireCompleteProfile|requireStaff)\b/;

describe("the pages' cache rules", () => {
  const pages = pageFiles();

  it("are declared by every page, on its default export", () => {
    expect(pages.length).toBeGreaterThan(100);
    const undeclared = pages.filter(({ source }) => !DECLARED.test(source)).map(({ file }) => file);
    expect(undeclared, "wrap the default export in sharedPage(...) or visitorPage(...)").toEqual([]);
  });

  it("are the visitor's on every page the content desk's frames make", async () => {
    const { contentListPage } = await import("@/app/(desk)/admin/content/list-page");
    const { newContentPage, contentEditPage, contentPreviewPage } =
      await import("@/app/(desk)/admin/content/item-pages");
    const { DESK_KINDS } = await import("@/app/(desk)/admin/content/desk-kinds");
    const kind = DESK_KINDS.faq;
    const pages = [
      contentListPage({ kind, lines: () => null }),
      newContentPage({ kind, lead: "پیش‌نویس", form: () => null }),
      contentEditPage({ kind, editor: () => null }),
      contentPreviewPage({ kind, notice: "پرسش", show: () => null }),
    ];
    expect(pages.map(pageRuleOf)).toEqual(["visitor", "visitor", "visitor", "visitor"]);
  });

  it("never call a page shared that reads the visitor, nor share the desk", () => {
    const wrong = pages
      .filter(({ source }) => source.match(DECLARED)?.[1] === "sharedPage")
      .filter(({ file, source }) => READS_THE_VISITOR.test(source) || file.startsWith("app/(desk)/"))
      .map(({ file }) => file);
    expect(wrong).toEqual([]);
    const declared = pages.map(({ source }) => source.match(DECLARED)?.[1]);
    expect(declared.filter((rule) => rule === "sharedPage").length).toBeGreaterThan(40);
    expect(declared.filter((rule) => rule === "visitorPage").length).toBeGreaterThan(25);
  });

  it("are readable from the page they wrap", () => {
    const Events = () => createElement("p", null, "رویدادها");
    const Profile = () => createElement("p", null, "حساب من");
    expect(pageRuleOf(sharedPage(Events))).toBe("shared");
    expect(pageRuleOf(visitorPage(Profile))).toBe("visitor");
    expect(pageRuleOf(() => null)).toBeUndefined();
  });
});

describe("a page's rule in the shared cache", () => {
  const servers: http.Server[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
    Reflect.deleteProperty(globalThis, BRIDGE_KEY);
  });

  /** A server that renders `page` through the entry's cache, as server.mjs does with Next. */
  async function serve(page: (props: object) => React.ReactNode | Promise<React.ReactNode>) {
    const cache = createResponseCache({ enabled: true, ttlMs: 60_000, maxBytes: 8 * 1024 * 1024 });
    installBridge(cache);
    const server = http.createServer((req, res) => {
      void cache.handle(req, res, async (watch) => {
        watch?.();
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        // As Next does, the page is called within the request, its tree then rendered.
        res.end(renderToStaticMarkup(await page({})));
      });
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("lets the cache keep a shared page for the next visitor", async () => {
    const base = await serve(sharedPage(() => createElement("p", null, "رویدادها")));
    const first = await fetch(`${base}/events`);
    expect(await first.text()).toBe("<p>رویدادها</p>");
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect((await fetch(`${base}/events`)).headers.get("x-cache")).toBe("HIT");
  });

  it("keeps a visitor's page out of the cache, though its render read nothing of the visitor", async () => {
    const base = await serve(visitorPage(() => createElement("p", null, "درخواست شما")));
    for (let visit = 0; visit < 2; visit++) {
      const answer = await fetch(`${base}/track?code=AB12&mobile=09121234567`);
      expect(await answer.text()).toBe("<p>درخواست شما</p>");
      expect(answer.headers.get("x-cache")).toBe("MISS");
    }
  });
});
