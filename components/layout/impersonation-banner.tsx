"use client";
// The banner of an admin's 'login as' (issue 13, "Audit"): on every page while a support session is
// on, whose account it is and which admin is in it, with the way back to the admin's own account.
// Public pages are cached and read no cookie on the server, so the banner reads the readable hint
// cookie in the browser; the hint is display only (the API decides what the session may do).
import { usePathname } from "next/navigation";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { readBrowserCookie } from "@/lib/browser-cookie";
import { decodeImpersonationHint, impersonationHintName } from "@/shared/impersonation";

// Most visitors never see the banner: its text and its way out load only while a support session is on.
const SupportSessionBanner = lazy(() =>
  import("./support-session-banner").then((m) => ({ default: m.SupportSessionBanner })),
);

/** The hint as stored: a string, so React compares snapshots by value. The page cannot know SITE_URL: both spellings are tried. */
const hintSnapshot = () =>
  readBrowserCookie(impersonationHintName(true)) ?? readBrowserCookie(impersonationHintName(false)) ?? "";

type CookieStoreLike = {
  addEventListener(type: "change", listener: () => void): void;
  removeEventListener(type: "change", listener: () => void): void;
};

/** Cookie changes where the browser reports them (Chromium's cookieStore); elsewhere each navigation reads the hint again. */
function subscribe(onChange: () => void): () => void {
  const store = (globalThis as { cookieStore?: CookieStoreLike }).cookieStore;
  store?.addEventListener("change", onChange);
  return () => store?.removeEventListener("change", onChange);
}

export function ImpersonationBanner() {
  // A navigation renders the banner again, so it reads the hint again.
  usePathname();
  const hint = decodeImpersonationHint(useSyncExternalStore(subscribe, hintSnapshot, () => "") || undefined);
  if (!hint) return null;
  return (
    <Suspense fallback={null}>
      <SupportSessionBanner hint={hint} />
    </Suspense>
  );
}
