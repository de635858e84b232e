"use client";
// The signed-in person's header menu: their name (an incomplete profile, SPEC §3, is marked on it),
// their pages, completing the profile in the modal, and sign-out. Loaded only for someone signed in.
import { Link } from "@/components/navigation/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { authApi } from "@/lib/api/browser";
import { identityApi } from "@/lib/api/resources/identity";
import { openSignIn, sessionStore, type SessionState } from "@/lib/auth/session";
import { toPersianDigits } from "@/shared/format/digits";
import { showToast } from "@/lib/toast";
import { personIcon, triggerClass } from "./account-trigger";

export function SignedInMenu({ session }: { session: SessionState }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  async function logout() {
    setOpen(false);
    try {
      const { switched_to } = await identityApi.logout(authApi());
      showToast("از حساب کاربری خارج شدید");
      if (switched_to) {
        window.location.reload();
        return;
      }
    } catch {
      // Already signed out on the server: clear the browser's view too.
    }
    sessionStore.set({ status: "anonymous" });
    router.push("/");
    router.refresh();
  }

  const incomplete = session.identity?.is_complete === false;

  return (
    <div ref={wrapper} className="relative">
      <button
        type="button"
        className={triggerClass}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        {personIcon}
        <span className="max-w-32 truncate">{toPersianDigits(session.name ?? "")}</span>
        {incomplete && (
          <>
            <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-amber-500 ring-2 ring-white" />
            <span className="sr-only">، اطلاعات حساب ناقص است</span>
          </>
        )}
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="fixed inset-x-3 top-16 z-50 rounded-2xl border border-brand-100 bg-white p-2 shadow-lg md:absolute md:inset-x-auto md:end-0 md:top-full md:mt-2 md:w-56"
      >
        <ul className="grid gap-1">
          {incomplete && (
            <li>
              <Link
                href="/profile/complete-info"
                onClick={(event) => {
                  // Completed in the modal where the person is; the page is the fallback.
                  event.preventDefault();
                  setOpen(false);
                  openSignIn({ startAt: "complete-profile" });
                }}
                className="block rounded-lg bg-amber-50 px-3 py-2 font-bold text-amber-950 hover:bg-amber-100"
              >
                تکمیل اطلاعات
                <span className="block text-xs leading-5 font-normal">برای ثبت درخواست‌ها لازم است</span>
              </Link>
            </li>
          )}
          {[
            ["/profile", "حساب کاربری"],
            ["/profile/orders", "درخواست‌های من"],
            ["/profile/edit-profile", "ویرایش اطلاعات"],
          ].map(([href, label]) => (
            <li key={href}>
              <Link
                href={href!}
                onClick={() => setOpen(false)}
                className="block rounded-lg px-3 py-2 hover:bg-brand-50"
              >
                {label}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={logout}
              className="w-full rounded-lg px-3 py-2 text-start text-red-800 hover:bg-red-50"
            >
              خروج از حساب
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
