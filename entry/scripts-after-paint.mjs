// A page's own scripts start downloading once it has painted its first content, not while the
// browser still waits for the stylesheet, the font and the HTML: on a slow connection some 130 KiB
// of React and Next shared the line with the ~80 KiB the first paint needs and held it back
// (Lighthouse's LCP counts every byte that arrived before the paint). The server-rendered page is
// whole without them; they only make it interactive (hydration), a frame later than before.
//
// Next writes each script as `<script src="/_next/static/…" async="">` (plus a low-priority
// preload of its bootstrap); they are independent of their order (async). This replaces them with
// one inline loader at the first one's place that adds the same elements once the browser reports
// the first contentful paint, at once when the page is hidden (a background tab does not paint)
// or the browser cannot report paints, and after LOAD_ANYWAY_MS in any case. So the page's load
// event no longer waits for them: on a fast machine it fires before the first paint.

// The render's nonce (./csp.mjs) may stand among their attributes, in any order.
const ASYNC_SCRIPT = /<script((?: (?:src="\/_next\/static\/[^"<>]+\.js"|async=""|nonce="[^"<>]*"))+)><\/script>/g;
const SCRIPT_PRELOAD =
  /<link rel="preload" as="script"((?: (?:fetchPriority="low"|href="\/_next\/static\/[^"<>]+\.js"|nonce="[^"<>]*"))+)\/>/g;
const SOURCE = /(?:src|href)="([^"]+)"/;

/** The loader's element id: tests wait for the scripts of a page that has one (e2e/test.ts). */
export const LOADER_ID = "scripts-after-paint";

/** The longest the scripts wait for the first paint. */
export const LOAD_ANYWAY_MS = 3000;

/** The loader, ES5 so that any browser runs it; `urls` is inlined as JSON. */
export function scriptLoader(urls) {
  return (
    "(function(u){var d=document,done=0;" +
    'function go(){if(done)return;done=1;for(var i=0;i<u.length;i++){var s=d.createElement("script");s.src=u[i];s.async=true;d.head.appendChild(s)}}' +
    `setTimeout(go,${LOAD_ANYWAY_MS});` +
    'try{if(d.visibilityState!=="visible"||PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)return go();' +
    'new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true})' +
    `}catch(e){go()}})(${JSON.stringify(urls)})`
  );
}

/**
 * The HTML with its async Next scripts loaded after the first paint (unchanged if it has none); the
 * loader carries the render's `nonce`, which is what lists it in the page's policy (./csp.mjs).
 */
export function loadScriptsAfterFirstPaint(html, nonce) {
  const urls = [];
  let loaderPlaced = false;
  const withoutScripts = html.replace(ASYNC_SCRIPT, (tag, attributes) => {
    const url = SOURCE.exec(attributes)?.[1];
    if (!url || !attributes.includes(' async=""')) return tag;
    if (!urls.includes(url)) urls.push(url);
    if (loaderPlaced) return "";
    loaderPlaced = true;
    return "\u0000loader\u0000";
  });
  if (!urls.length) return html;
  return withoutScripts
    .replace(SCRIPT_PRELOAD, (tag, attributes) => (urls.includes(SOURCE.exec(attributes)?.[1] ?? "") ? "" : tag))
    .replace(
      "\u0000loader\u0000",
      () => `<script id="${LOADER_ID}"${nonce ? ` nonce="${nonce}"` : ""}>${scriptLoader(urls)}</script>`,
    );
}
