// When the site's links prefetch their pages (SPEC §9): none before the browser has been idle
// after they appeared (lib/net/prefetch.ts), none on 2G or with data saver; then each one once it
// is on screen (the page's own links before the header's and footer's), or when pointed at. One
// watcher for every link on the page, not one each; the router's cache skips pages it holds.
import { awaitPrefetchDecision, connectionAllowsPrefetch, currentConnection } from "@/lib/net/prefetch";

export type Prefetch = (href: string) => void;

/** The last idle-time answer: may links prefetch at all? */
let allowed = false;

const watched = new Map<Element, { href: string; prefetch: Prefetch }>();
let observer: IntersectionObserver | undefined;

const inMain = (element: Element) => (element.closest("main") ? 0 : 1);

function onScreen(entries: IntersectionObserverEntry[]): void {
  const seen = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target);
  // What the page itself offers goes first; the header's and footer's links are on every page.
  seen.sort((a, b) => inMain(a) - inMain(b));
  for (const target of seen) {
    const link = watched.get(target);
    observer?.unobserve(target);
    watched.delete(target);
    link?.prefetch(link.href);
  }
}

function watch(anchor: Element, href: string, prefetch: Prefetch): void {
  if (typeof IntersectionObserver === "undefined") return prefetch(href);
  // Near the screen counts, as with next/link: the next card down is likely the next one read.
  observer ??= new IntersectionObserver(onScreen, { rootMargin: "200px" });
  watched.set(anchor, { href, prefetch });
  observer.observe(anchor);
}

/** Prefetches `href` once `anchor` is on screen, after the idle moment that follows this call. */
export function prefetchWhenSeen(anchor: Element, href: string, prefetch: Prefetch): () => void {
  let cancelled = false;
  const stopWaiting = awaitPrefetchDecision((ok) => {
    allowed = ok;
    if (ok && !cancelled) watch(anchor, href, prefetch);
  });
  return () => {
    cancelled = true;
    stopWaiting();
    if (watched.delete(anchor)) observer?.unobserve(anchor);
  };
}

/** A pointer on the link: its page goes first, if links may prefetch by now. */
export function prefetchOnIntent(href: string, prefetch: Prefetch): void {
  if (allowed && connectionAllowsPrefetch(currentConnection())) prefetch(href);
}
