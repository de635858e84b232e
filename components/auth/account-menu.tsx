"use client";
// The header's account control: "sign in" (a link to /auth that opens the modal once the page is
// interactive), or the signed-in person's menu (components/auth/signed-in-menu.tsx). An anonymous
// visitor's page loads neither the menu nor the API client: lib/auth/session asks the API only
// when the hint cookie says someone is signed in, and the menu's code comes with that answer.
import { Link } from "@/components/navigation/link";
import { lazy, Suspense, useEffect } from "react";
import { preloadSignInModal } from "@/components/auth/lazy-sign-in-modal";
import { openSignIn, refreshSession, useSession } from "@/lib/auth/session";
import { toPersianDigits } from "@/shared/format/digits";
import { personIcon, triggerClass } from "./account-trigger";

const SignedInMenu = lazy(() => import("./signed-in-menu").then((m) => ({ default: m.SignedInMenu })));

export function AccountMenu() {
  const session = useSession();

  useEffect(() => {
    void refreshSession();
  }, []);

  if (session.status !== "signed-in") {
    return (
      <Link
        href="/auth"
        // The page is only the fallback of the modal: nothing to prefetch.
        prefetch={false}
        className={triggerClass}
        // The modal's code starts loading when a click looks likely.
        onPointerEnter={preloadSignInModal}
        onFocus={preloadSignInModal}
        onTouchStart={preloadSignInModal}
        onClick={(event) => {
          event.preventDefault();
          openSignIn();
        }}
      >
        {personIcon}
        <span>ورود | ثبت‌نام</span>
      </Link>
    );
  }

  return (
    // While the menu's code loads, the name already shows where the button will be.
    <Suspense
      fallback={
        <span className={triggerClass}>
          {personIcon}
          <span className="max-w-32 truncate">{toPersianDigits(session.name ?? "")}</span>
        </span>
      }
    >
      <SignedInMenu session={session} />
    </Suspense>
  );
}
