import type { Metadata } from "next";
import { cookies } from "next/headers";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthPageCard } from "@/components/auth/auth-page-card";
import { safeReturnPath } from "@/lib/auth/after-login";
import { param, type RawSearchParams } from "@/lib/catalog/search-params";
import { pageMetadata } from "@/lib/seo";
import { cookieNames } from "@/lib/site";

export const metadata: Metadata = pageMetadata({
  title: "ورود به آوینوکس",
  description: "ورود و ثبت‌نام در آوینوکس با شماره موبایل و کد پیامکی یا رمز عبور.",
  path: "/auth",
  noindex: true,
});

export default async function AuthPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const returnTo = safeReturnPath(param(await searchParams, "next"));
  // Someone already signed in has nothing to do here.
  if ((await cookies()).has(cookieNames.token)) redirect(returnTo ?? "/profile");
  return (
    <>
      <AuthPageCard returnTo={returnTo} />
      <p className="mt-6 text-center text-sm text-muted">
        با ورود به آوینوکس،{" "}
        <Link href="/page/privacy" className="font-bold text-brand-800 underline underline-offset-4">
          قوانین حریم خصوصی
        </Link>{" "}
        را می‌پذیرید.{" "}
        <Link href="/" className="font-bold text-brand-800 underline underline-offset-4">
          بازگشت به صفحه اصلی
        </Link>
      </p>
    </>
  );
}
