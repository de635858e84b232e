"use client";
// Navigation behaviour of SPEC §2/§4/§8: progress bar and out-transition when a link is followed,
// scroll to top 200 ms after the new page arrives, a breadcrumb for error reporting, and a page
// reload (at most once a minute) when a code chunk fails to load after a deploy.
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";
import { isChunkLoadError, reloadAfterChunkError } from "@/lib/chunk-reload";
import { endNavigationProgress, startNavigationProgress } from "@/lib/progress";
import { addNavigationBreadcrumb } from "@/lib/report";
import { readSessionHint } from "@/lib/auth/session-hint";
import { limits } from "@/shared/site";
import { isSameTabClick } from "./same-tab-click";

const LEAVING_TIMEOUT_MS = 8000;

/** From the first navigation in the page on, new pages fade in (styles/globals.css); the first does not. */
function markNavigated() {
  document.documentElement.setAttribute("data-navigated", "");
}

function setLeaving(leaving: boolean) {
  const main = document.getElementById("main");
  if (!main) return;
  if (leaving) main.setAttribute("data-leaving", "true");
  else main.removeAttribute("data-leaving");
}

let leavingTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * The out half of the out-in transition: the progress bar runs and the page dims until the new
 * page arrives (the effect below ends both). For navigations that are not link clicks, e.g. a
 * list's filters pushing a new query.
 */
export function startLeaving(): void {
  markNavigated();
  startNavigationProgress();
  setLeaving(true);
  clearTimeout(leavingTimer);
  // A navigation that never lands (offline, cancelled) must not leave the page dimmed.
  leavingTimer = setTimeout(() => {
    setLeaving(false);
    endNavigationProgress();
  }, LEAVING_TIMEOUT_MS);
}

/** A same-origin link to another page that the router will follow in this tab. */
function isInternalNavigation(event: MouseEvent): boolean {
  const anchor = (event.target as Element | null)?.closest?.("a");
  if (!anchor || !isSameTabClick(event, anchor)) return false;
  const next = new URL(anchor.href, window.location.href);
  if (next.origin !== window.location.origin || next.pathname.startsWith("/api/")) return false;
  return next.pathname !== window.location.pathname || next.search !== window.location.search;
}

export function NavigationEvents() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const url = searchParams.size ? `${pathname}?${searchParams.toString()}` : pathname;
  const isFirstRender = useRef(true);

  useEffect(() => {
    endNavigationProgress();
    clearTimeout(leavingTimer);
    setLeaving(false);
    addNavigationBreadcrumb(url, readSessionHint() || undefined);
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    markNavigated();
    if (window.location.hash) return;
    const timer = setTimeout(() => window.scrollTo({ top: 0, left: 0, behavior: "instant" }), limits.scrollResetMs);
    return () => clearTimeout(timer);
  }, [url]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigation(event)) startLeaving();
    };
    const onChunkError = (reason: unknown) => {
      if (isChunkLoadError(reason)) reloadAfterChunkError(window.sessionStorage, () => window.location.reload());
    };
    const onError = (event: ErrorEvent) => onChunkError(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => onChunkError(event.reason);

    // Capture phase: runs before the router's own click handling.
    document.addEventListener("click", onClick, true);
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      clearTimeout(leavingTimer);
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);

  return null;
}
