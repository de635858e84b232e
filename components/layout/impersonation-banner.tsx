"use client";
// The banner of an admin's 'login as' (issue 13, "Audit"): on every page while a support session is
// on, whose account it is and which admin is in it, with the way back to the admin's own account.
// Public pages are cached and read no cookie on the server, so the banner reads the readable hint
// cookie in the browser; the hint is display only (the API decides what the session may do).
import { usePathname } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { toPersianDigits } from "@/shared/format/digits";
import { decodeImpersonationHint, impersonationHintName } from "@/shared/impersonation";

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The hint as stored: a string, so React compares snapshots by value. The page cannot know SITE_URL: both spellings are tried. */
const hintSnapshot = () => readCookie(impersonationHintName(true)) ?? readCookie(impersonationHintName(false)) ?? "";

type CookieStoreLike = { addEventListener(type: "change", listener: () => void): void; removeEventListener(type: "change", listener: () => void): void };

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
  const [ending, setEnding] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!hint) return null;

  async function end() {
    if (ending) return;
    setEnding(true);
    setFailed(false);
    try {
      // Loaded on demand: most visitors never see this banner, so its API client stays out of every page.
      const [{ authApi }, { identityApi }] = await Promise.all([import("@/lib/api/browser"), import("@/lib/api/resources/identity")]);
      await identityApi.logout(authApi());
      // A whole new page: everything on screen belonged to the user's account.
      window.location.assign(new URL("/admin", window.location.origin));
    } catch {
      setEnding(false);
      setFailed(true);
    }
  }

  return (
    <section aria-label="ورود پشتیبانی" className="border-b-2 border-amber-500 bg-amber-100 text-amber-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2.5 md:px-6">
        <p role="status" className="min-w-0 font-bold">
          شما با حساب «{toPersianDigits(hint.user)}» وارد شده‌اید (ورود پشتیبانی توسط «{toPersianDigits(hint.by)}»)
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {failed && (
            <p role="alert" className="text-sm font-bold text-red-800">
              پایان ورود پشتیبانی انجام نشد؛ دوباره تلاش کنید.
            </p>
          )}
          <button
            type="button"
            onClick={end}
            aria-busy={ending || undefined}
            className="rounded-xl bg-amber-950 px-4 py-2 text-sm font-bold text-white hover:bg-amber-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-950"
          >
            پایان و بازگشت به حساب خودم
          </button>
        </div>
      </div>
    </section>
  );
}
