"use client";
// The landing of an invitation link (/invite?ref=CODE): keeps the code in the `referral` cookie for
// a day (SPEC §9), so the account made next credits the friend who invited; then offers to sign up.
import Cookies from "js-cookie";
import { Link } from "@/components/navigation/link";
import { useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { normalizeInviteCode } from "@/shared/club";
import { openSignIn, useSession } from "@/lib/auth/session";
import { cookieNames, limits } from "@/shared/site";

const ctaClass =
  "inline-flex items-center justify-center rounded-xl bg-brand-700 px-6 py-3 font-bold text-white shadow-sm hover:bg-brand-800";

export function InviteReferral() {
  const code = normalizeInviteCode(useSearchParams().get("ref"));
  const session = useSession();

  useEffect(() => {
    if (!code) return;
    Cookies.set(cookieNames.referral, code, {
      expires: limits.referralCookieSeconds / 86_400,
      path: "/",
      sameSite: "lax",
      secure: window.location.protocol === "https:",
    });
  }, [code]);

  if (session.status === "signed-in") {
    return (
      <div className="grid justify-items-start gap-3">
        <p className="leading-7">شما عضو آوینوکس هستید. می‌توانید پیوند دعوت خودتان را برای دوستانتان بفرستید.</p>
        <Link href="/profile/invite-complete-info" className={ctaClass}>
          پیوند دعوت من
        </Link>
      </div>
    );
  }

  return (
    <div className="grid justify-items-start gap-3">
      {code && (
        <p className="leading-7">
          با کد دعوت <bdi className="font-mono font-bold">{code}</bdi> آمده‌اید؛ با ثبت‌نام، دوستتان امتیاز دعوت
          می‌گیرد.
        </p>
      )}
      <button type="button" onClick={() => openSignIn({ startAt: "register" })} className={ctaClass}>
        ثبت‌نام در آوینوکس
      </button>
      <p className="text-sm text-muted">
        حساب دارید؟{" "}
        <button
          type="button"
          onClick={() => openSignIn()}
          className="font-bold text-brand-800 underline underline-offset-4"
        >
          وارد شوید
        </button>
      </p>
    </div>
  );
}
