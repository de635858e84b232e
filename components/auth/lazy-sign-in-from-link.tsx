"use client";
// `?signin=1` (a guarded page's link for anonymous visitors) loads the code that opens the modal;
// other addresses, nearly all of them, load nothing for it.
import { useSearchParams } from "next/navigation";
import { lazy, Suspense } from "react";

const SignInFromLink = lazy(() => import("./sign-in-from-link").then((m) => ({ default: m.SignInFromLink })));

export function LazySignInFromLink() {
  if (useSearchParams().get("signin") !== "1") return null;
  return (
    <Suspense fallback={null}>
      <SignInFromLink />
    </Suspense>
  );
}
