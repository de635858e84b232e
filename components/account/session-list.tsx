"use client";
// My live sessions (device sign-ins), each with a button that ends it. Ending another device's
// session takes it off the list and says so in a live region; ending this device's signs out.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ApiError } from "@/lib/api/api-error";
import { authApi } from "@/lib/api/browser";
import { sessionsApi } from "@/lib/api/resources/sessions";
import { sessionStore } from "@/lib/auth/session";
import { showToast } from "@/lib/toast";

export type SessionRow = { id: number; device: string; lastUsed: string; signedIn: string; current: boolean };

export function SessionList({ sessions }: { sessions: SessionRow[] }) {
  const router = useRouter();
  const [ended, setEnded] = useState<ReadonlySet<number>>(new Set());
  const [busyId, setBusyId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const shown = sessions.filter((s) => !ended.has(s.id));

  async function end(session: SessionRow) {
    setBusyId(session.id);
    try {
      const { current } = await sessionsApi.revoke(authApi(), session.id);
      if (current) {
        sessionStore.set({ status: "anonymous" });
        showToast("از حساب کاربری خارج شدید");
        router.push("/");
        router.refresh();
        return;
      }
      setEnded((set) => new Set(set).add(session.id));
      setAnnouncement(`نشست «${session.device}» پایان یافت.`);
    } catch (error) {
      // Already over (ended on that device, or gone idle): it leaves the list all the same.
      if (error instanceof ApiError && error.status === 404) {
        setEnded((set) => new Set(set).add(session.id));
        setAnnouncement(`نشست «${session.device}» پیش‌تر پایان یافته بود.`);
      }
    } finally {
      setBusyId(null);
    }
  }

  return (
    <>
      {/* The live region stays in the page; only its text changes, so screen readers announce it. */}
      <div role="status" aria-live="polite">
        {announcement && <p className="rounded-xl bg-brand-50 px-4 py-3 font-bold text-brand-900">{announcement}</p>}
      </div>
      <ul aria-label="نشست‌های فعال" className="grid gap-3">
        {shown.map((session) => (
          <li
            key={session.id}
            className="flex flex-col gap-4 rounded-2xl border border-brand-100 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <h2 className="flex flex-wrap items-center gap-2 font-bold">
                <span>{session.device}</span>
                {session.current && (
                  <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-bold text-white">
                    همین دستگاه
                  </span>
                )}
              </h2>
              <dl className="mt-2 grid gap-1 text-sm text-muted">
                <div className="flex flex-wrap gap-x-2">
                  <dt>آخرین استفاده:</dt>
                  <dd>{session.lastUsed}</dd>
                </div>
                <div className="flex flex-wrap gap-x-2">
                  <dt>ورود:</dt>
                  <dd>{session.signedIn}</dd>
                </div>
              </dl>
            </div>
            <button
              type="button"
              onClick={() => end(session)}
              disabled={busyId !== null}
              aria-busy={busyId === session.id || undefined}
              aria-label={
                session.current
                  ? `خروج از این دستگاه (${session.device})`
                  : `پایان نشست ${session.device}، آخرین استفاده ${session.lastUsed}`
              }
              className="shrink-0 rounded-xl border border-red-300 px-4 py-2 text-sm font-bold text-red-800 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {busyId === session.id ? "در حال پایان…" : session.current ? "خروج از این دستگاه" : "پایان نشست"}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
