"use client";
// `?signin=1&next=/path` (where a guarded page sends anonymous visitors, SPEC §4) opens the
// sign-in modal; after signing in the visitor goes on to `next`.
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { safeReturnPath } from "@/lib/auth/after-login";
import { openSignIn } from "@/lib/auth/session";

export function SignInFromLink() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const wanted = params.get("signin") === "1";
  const next = safeReturnPath(params.get("next"));

  useEffect(() => {
    if (!wanted) return;
    router.replace(pathname, { scroll: false });
    openSignIn(next ? { afterLogin: () => router.push(next) } : {});
  }, [wanted, next, pathname, router]);

  return null;
}
