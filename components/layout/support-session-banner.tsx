"use client";
// What the 'login as' banner shows (./impersonation-banner.tsx decides when): whose account this
// is, which admin is in it, and the way back to the admin's own account.
import { useState } from "react";
import { toPersianDigits } from "@/shared/format/digits";
import type { ImpersonationHint } from "@/shared/impersonation";

export function SupportSessionBanner({ hint }: { hint: ImpersonationHint }) {
  const [ending, setEnding] = useState(false);
  const [failed, setFailed] = useState(false);

  async function end() {
    if (ending) return;
    setEnding(true);
    setFailed(false);
    try {
      // Loaded on demand: its API client stays out of every page.
      const [{ authApi }, { identityApi }] = await Promise.all([
        import("@/lib/api/browser"),
        import("@/lib/api/resources/identity"),
      ]);
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
