// entry/scripts-after-paint.mjs: a page's Next scripts are fetched once it has painted its
// first content, by one inline loader at the first script's place; the loader itself is run here
// in a bare context with a stand-in document, timer and PerformanceObserver.
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "@/entry/csp.mjs";
import { LOAD_ANYWAY_MS, loadScriptsAfterFirstPaint, scriptLoader } from "@/entry/scripts-after-paint.mjs";

// The shape of a page as Next 16 writes it: async scripts in the head, the bootstrap's low-priority
// preload, its tag at the end of the body, the noModule polyfills and the inline page data.
const page = [
  '<!DOCTYPE html><html lang="fa" dir="rtl"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>',
  '<script src="/_next/static/chunks/router.js" async=""></script>',
  "<title>آوینوکس</title>",
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  "</head><body><h1>سلام</h1>",
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script type="application/ld+json">{"@type":"Event"}</script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  "</body></html>",
].join("");

describe("the page's HTML", () => {
  const html = loadScriptsAfterFirstPaint(page);

  it("has no script tag or preload that fetches before the paint, and one loader of all of them in order", () => {
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    const loaders = [...html.matchAll(/<script id="scripts-after-paint">(\(function\(u\)[\s\S]*?)<\/script>/g)];
    expect(loaders).toHaveLength(1);
    expect(loaders[0]![1]).toBe(
      scriptLoader([
        "/_next/static/chunks/react-dom.js",
        "/_next/static/chunks/router.js",
        "/_next/static/chunks/main.js",
      ]),
    );
    // At the first script's place, in the head, after the stylesheet.
    expect(html.indexOf('<script id="scripts-after-paint">')).toBeGreaterThan(html.indexOf("site.css"));
    expect(html.indexOf('<script id="scripts-after-paint">')).toBeLessThan(html.indexOf("<title>"));
  });

  it("keeps everything else as it was: the stylesheet, the polyfills, the inline data, the JSON-LD", () => {
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
      '<script type="application/ld+json">{"@type":"Event"}</script>',
      "<h1>سلام</h1>",
    ])
      expect(html).toContain(kept);
  });

  it("lists the loader in the page's policy, as every inline script", () => {
    expect(inlineScriptHashes(html)).toHaveLength(2);
  });

  it("finds Next's tags with the render's nonce among their attributes, in either order", () => {
    const withNonces = page
      .replace(
        '<script src="/_next/static/chunks/react-dom.js" async="">',
        '<script src="/_next/static/chunks/react-dom.js" async="" nonce="n0nce">',
      )
      .replace(
        '<script src="/_next/static/chunks/router.js" async="">',
        '<script src="/_next/static/chunks/router.js" nonce="n0nce" async="">',
      )
      .replace(
        '<script src="/_next/static/chunks/main.js" async="">',
        '<script nonce="n0nce" src="/_next/static/chunks/main.js" async="">',
      )
      .replace('href="/_next/static/chunks/main.js"/>', 'href="/_next/static/chunks/main.js" nonce="n0nce"/>');
    const rendered = loadScriptsAfterFirstPaint(withNonces, "n0nce");
    expect(rendered).not.toMatch(/<script[^>]* src="[^"]+"[^>]* async="">/);
    expect(rendered).not.toContain('rel="preload" as="script"');
    expect(rendered).toContain(
      scriptLoader([
        "/_next/static/chunks/react-dom.js",
        "/_next/static/chunks/router.js",
        "/_next/static/chunks/main.js",
      ]),
    );
    // The noModule polyfills are not Next's async scripts: kept as they were.
    expect(rendered).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
  });

  it("gives the loader the render's nonce, which is what lists it in the policy", () => {
    const rendered = loadScriptsAfterFirstPaint(page.replace("<script>", '<script nonce="n0nce">'), "n0nce");
    expect(rendered).toContain('<script id="scripts-after-paint" nonce="n0nce">');
    expect(inlineScriptHashes(rendered, "n0nce")).toHaveLength(2);
  });

  it("leaves a page without Next scripts alone, and a script of another origin", () => {
    const plain = '<html><head><script src="https://example.com/a.js" async=""></script></head><body>x</body></html>';
    expect(loadScriptsAfterFirstPaint(plain)).toBe(plain);
  });

  it("names a script once though the page tags it twice", () => {
    const twice = page.replace("</body>", '<script src="/_next/static/chunks/router.js" async=""></script></body>');
    expect(loadScriptsAfterFirstPaint(twice).match(/router\.js/g)).toHaveLength(1);
  });
});

/** Runs the loader in a stand-in browser; `paints` says what the browser can report. */
function runLoader({ visibility = "visible", paints = true }: { visibility?: string; paints?: boolean } = {}) {
  const appended: string[] = [];
  const timers: Array<{ ms: number; run: () => void }> = [];
  const observers: FakeObserver[] = [];
  class FakeObserver {
    static supportedEntryTypes = paints ? ["paint", "largest-contentful-paint"] : ["resource"];
    disconnected = false;
    options: unknown;
    constructor(readonly callback: (list: unknown, observer: FakeObserver) => void) {
      observers.push(this);
    }
    observe(options: unknown) {
      this.options = options;
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  const context = vm.createContext({
    document: {
      visibilityState: visibility,
      createElement: () => ({ src: "", async: false }),
      head: {
        appendChild: (element: { src: string; async: boolean }) =>
          appended.push(`${element.src}${element.async ? " async" : ""}`),
      },
    },
    setTimeout: (run: () => void, ms: number) => timers.push({ ms, run }),
    PerformanceObserver: FakeObserver,
  });
  vm.runInContext(scriptLoader(["/a.js", "/b.js"]), context);
  const observer = () => observers[0];
  const paint = (name: string) =>
    observer()!.callback({ getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) }, observer()!);
  return { appended, timers, paint, observer };
}

describe("the loader in the browser", () => {
  it("waits for the first contentful paint, then adds every script once, async", () => {
    const browser = runLoader();
    expect(browser.observer()?.options).toEqual({ type: "paint", buffered: true });
    expect(browser.appended).toEqual([]);
    browser.paint("first-paint");
    expect(browser.appended, "a paint with no content yet").toEqual([]);
    browser.paint("first-contentful-paint");
    expect(browser.appended).toEqual(["/a.js async", "/b.js async"]);
    expect(browser.observer()?.disconnected).toBe(true);
    // The timer that would load them anyway finds them loaded.
    browser.timers[0]!.run();
    expect(browser.appended).toHaveLength(2);
  });

  it(`loads them after ${LOAD_ANYWAY_MS} ms when no paint is reported`, () => {
    const browser = runLoader();
    expect(browser.timers.map((timer) => timer.ms)).toEqual([LOAD_ANYWAY_MS]);
    browser.timers[0]!.run();
    expect(browser.appended).toEqual(["/a.js async", "/b.js async"]);
  });

  it("loads them at once in a background tab, which does not paint", () => {
    expect(runLoader({ visibility: "hidden" }).appended).toEqual(["/a.js async", "/b.js async"]);
  });

  it("loads them at once where the browser cannot report paints", () => {
    expect(runLoader({ paints: false }).appended).toEqual(["/a.js async", "/b.js async"]);
  });
});
