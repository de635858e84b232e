import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { redirect } from "next/navigation";
import { AuthPageCard } from "@/components/auth/auth-page-card";
import { ApiError } from "@/lib/api/api-error";
import { identityApi } from "@/lib/api/resources/identity";
import { authServerApi } from "@/render/api";
import { refreshRedirectPath } from "@/lib/auth/refresh";
import { safeReturnPath } from "@/lib/auth/return-path";
import { requestSessionCookies, siteOrigin } from "@/render/session-cookies";
import { param, type RawSearchParams } from "@/lib/catalog/search-params";
import { pageMetadata } from "@/lib/seo";
import { visitorPage } from "@/render/page-rule";

export const metadata: Metadata = pageMetadata({
  title: "ورود به آوینوکس",
  description: "ورود و ثبت‌نام در آوینوکس با شماره موبایل و کد پیامکی یا رمز عبور.",
  path: "/auth",
  noindex: true,
});

/**
 * Where a visitor with session cookies goes instead of signing in: on, when the API accepts the
 * session; through the refresh route when it does not (it refreshes, or clears dead cookies and
 * comes back here signed out). A cookie's mere presence proves nothing.
 */
async function signedInRedirect(returnTo: string): Promise<string | undefined> {
  if (!(await requestSessionCookies()).present) return undefined;
  try {
    await identityApi.me(await authServerApi());
    return returnTo;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return refreshRedirectPath(returnTo);
    return undefined;
  }
}

async function AuthPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const returnTo = safeReturnPath(param(await searchParams, "next"), siteOrigin());
  const away = await signedInRedirect(returnTo ?? "/profile");
  if (away) redirect(away);
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

export default visitorPage(AuthPage);
